import Foundation

/// Whether a progress code could be true, held against the kit's catalogue
/// and the clock.
///
/// A code is text anyone can type, so `room` believes none of it: a step
/// past the kata's last, more katas finished than the kit has, a negative
/// hint count, or a code "made" tomorrow (which would win over that
/// learner's real codes for good) is refused with its reason, and the
/// learner's real row stands.
struct ProgressCodeCheck {
  let catalogue: Catalogue
  let now: Date
  /// Each kata's required steps, by id, and every step of every kata:
  /// worked out once, as a room may hold a hundred thousand codes.
  private let requiredSteps: [String: Int]
  private let allSteps: Int

  init(catalogue: Catalogue, now: Date) {
    self.catalogue = catalogue
    self.now = now
    requiredSteps = Dictionary(
      catalogue.katas.map { ($0.id, $0.requiredSteps.count) },
      uniquingKeysWith: { first, _ in first })
    allSteps = catalogue.katas.reduce(0) { $0 + $1.steps.count }
  }

  /// How far ahead of this machine's clock another's may be: a few minutes
  /// of drift are normal; more is a forged date.
  static let clockSlack: TimeInterval = 5 * 60

  /// Nothing about the tour happened before this: it needs Swift 6, which
  /// came out in September 2024. A date before it (a step "started" in
  /// 1970, a code made then) is a clock that was never set, or a forgery,
  /// and a step on for fifty years would top the room's stuck list.
  static let earliest = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01T00:00:00Z

  /// Three hints per step, by the kit's own rule (`verify` holds each kata
  /// to it).
  static let hintsPerStep = 3

  /// Why `code` cannot be true, or nil when it can.
  func problem(with code: ProgressCode) -> String? {
    if code.name.isEmpty { return "it has no name (or only characters that cannot be shown)" }
    if let problem = timeProblem(code) { return problem }
    if let problem = kataProblem(code) { return problem }
    return countProblem(code)
  }

  private func timeProblem(_ code: ProgressCode) -> String? {
    let latest = now.addingTimeInterval(Self.clockSlack)
    if code.at > latest { return "it was made in the future (\(stamp(code.at)))" }
    if code.at < Self.earliest {
      return "it was made in \(year(code.at)), before the tour existed (is that clock set?)"
    }
    guard let since = code.since else { return nil }
    if since > code.at { return "its step started (\(stamp(since))) after the code was made" }
    if since < Self.earliest {
      return "its step started in \(year(since)), before the tour existed"
    }
    return nil
  }

  private func kataProblem(_ code: ProgressCode) -> String? {
    guard let id = code.kata else {
      return code.step == nil && code.steps == nil ? nil : "it has a step but no kata"
    }
    guard let count = requiredSteps[id] else { return "this kit has no kata `\(id)`" }
    if let steps = code.steps, steps != count {
      return "it says \(id) has \(counted(steps, "step")); it has \(count)"
    }
    if let step = code.step, !(1...count).contains(step) {
      return "step \(step) is not a step of \(id) (1 to \(count))"
    }
    return nil
  }

  private func countProblem(_ code: ProgressCode) -> String? {
    let kataCount = catalogue.katas.count
    if code.katas < 0 || code.katas > kataCount {
      return "it says the kit has \(counted(code.katas, "kata")); it has \(kataCount)"
    }
    if code.done < 0 || code.done > code.katas {
      return "it says \(code.done) of \(counted(code.katas, "kata")) "
        + (code.done == 1 ? "is" : "are") + " finished"
    }
    if let extras = code.extras, extras < 0 || extras > code.done {
      return "it says \(counted(extras, "extra step")) for \(counted(code.done, "kata")) finished"
    }
    if let hints = code.hints, hints < 0 || hints > allSteps * Self.hintsPerStep {
      return
        "\(counted(hints, "hint")) is not possible (the kit has \(allSteps * Self.hintsPerStep))"
    }
    return nil
  }

  private func stamp(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }

  /// The year of `date`, or "the distant past" for one no calendar holds
  /// (a step that started Int.max minutes before its code was made).
  private func year(_ date: Date) -> String {
    guard date.timeIntervalSince1970 > -62_135_596_800 else { return "the distant past" }
    return String(stamp(date).prefix { $0 != "-" })
  }
}
