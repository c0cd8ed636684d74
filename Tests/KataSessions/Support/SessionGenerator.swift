/// Draws a kata's sessions: the same on every run (a seeded generator,
/// never the system's randomness), from a few actions to a few dozen, and
/// enough of them that every two kinds of action follow each other, in
/// both orders, in some session.
public struct SessionGenerator<Action: SessionAction> {
  public let actions: [Action]
  public var seed: UInt64

  public init(actions: [Action], seed: UInt64 = 0x5e55_10a5) {
    self.actions = actions
    self.seed = seed
  }

  /// `count` sessions. The first cover every ordered pair of kinds; the
  /// rest are drawn freely, longer and longer, every other one threading
  /// one of the action's flows (`SessionAction.flows`) that these actions
  /// can play, if there are any.
  public func sessions(count: Int, longest: Int = 24) -> [[Action]] {
    var random = SplitMix64(seed: seed)
    var sessions = pairCoveringSessions(random: &random, longest: longest)
    let flows = Action.flows.filter { $0.allSatisfy(actions.contains) }
    while sessions.count < count {
      if !flows.isEmpty, sessions.count % 2 == 1 {
        let flow = flows[Int(random.next() % UInt64(flows.count))]
        sessions.append(threading(flow, random: &random))
        continue
      }
      let length = 2 + Int(random.next() % UInt64(max(longest - 1, 1)))
      sessions.append((0..<length).map { _ in pick(&random) })
    }
    return Array(sessions.prefix(max(count, sessions.count)))
  }

  /// `flow`, in order, with a random action before a third of its steps
  /// and up to two after it: the flow meets the app in other states, and
  /// is sometimes cut short by what happens in between.
  private func threading(_ flow: [Action], random: inout SplitMix64) -> [Action] {
    var session: [Action] = []
    for step in flow {
      if random.next() % 3 == 0 { session.append(pick(&random)) }
      session.append(step)
    }
    for _ in 0..<Int(random.next() % 3) { session.append(pick(&random)) }
    return session
  }

  /// Sessions in which every kind is followed by every kind at least once,
  /// each preceded by a few free actions, so a pair meets the app in some
  /// state other than the first.
  private func pairCoveringSessions(random: inout SplitMix64, longest: Int) -> [[Action]] {
    let kinds = Array(Set(actions.map(\.kind))).sorted()
    let byKind = Dictionary(grouping: actions, by: \.kind)
    var wanted = Set(kinds.flatMap { first in kinds.map { "\(first)>\($0)" } })
    var sessions: [[Action]] = []
    while !wanted.isEmpty {
      var session: [Action] = (0..<Int(random.next() % 3)).map { _ in pick(&random) }
      // A walk that takes an uncovered pair from the last kind whenever
      // there is one.
      var last = session.last?.kind ?? kinds[Int(random.next() % UInt64(kinds.count))]
      if session.isEmpty, let first = byKind[last] {
        session.append(first[Int(random.next() % UInt64(first.count))])
      }
      while session.count < longest {
        let next = kinds.first { wanted.contains("\(last)>\($0)") }
        guard let next, let choices = byKind[next] else { break }
        wanted.remove("\(last)>\(next)")
        session.append(choices[Int(random.next() % UInt64(choices.count))])
        last = next
      }
      sessions.append(session)
    }
    return sessions
  }

  private func pick(_ random: inout SplitMix64) -> Action {
    actions[Int(random.next() % UInt64(actions.count))]
  }
}

/// A small generator of numbers that are the same for the same seed on
/// every machine (Sebastiano Vigna's SplitMix64).
public struct SplitMix64 {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }
}
