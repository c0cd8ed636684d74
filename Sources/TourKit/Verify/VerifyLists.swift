/// What `verify` lists beside its table: a kata's wrong solutions and
/// harness attacks, one on a line with the gate that caught each, and how
/// many wrong solutions each gate caught first, for the whole corpus.
@MainActor
enum VerifyLists {
  /// One line of a list: caught or not, its name, what caught it; and,
  /// when not caught, why.
  struct Entry {
    let caught: Bool
    let name: String
    let said: String
    var problem: String? = nil
  }

  /// Prints `entries` under `title`, names aligned.
  static func print(_ title: String, _ entries: [Entry], out: Output) {
    guard !entries.isEmpty else { return }
    let t = out.terminal
    out.line(title)
    let width = entries.map(\.name.count).max() ?? 0
    for entry in entries {
      let name = entry.name.padding(toLength: width, withPad: " ", startingAt: 0)
      out.line("  \(entry.caught ? t.passMark : t.failMark) \(name)  \(entry.said)")
      if let problem = entry.problem { out.paragraph(problem, indent: 6) }
    }
    out.line()
  }

  /// `verify <kata>`: every wrong solution, with the gate a learner meets
  /// first and the step that rejected it.
  static func printWrongSolutions(_ verdict: KataVerdict, out: Output) {
    let entries = verdict.wrongResults.map { result in
      let first = result.gates.first.map { " (first: \($0.name))" } ?? ""
      let said =
        result.wrong.mistakeClass == .houseRules
        ? "refused by \(result.gates.first?.name ?? "nothing")"
        : "rejected in step \(result.step)\(first)"
      return Entry(
        caught: result.rejected, name: result.wrong.name, said: result.rejected ? said : "",
        problem: result.problem)
    }
    print("Wrong solutions of \(verdict.kata.id):", entries, out: out)
  }

  /// `verify <kata>`: every harness attack, over both bases.
  static func printHarness(_ verdict: KataVerdict, out: Output) {
    let entries = verdict.harnessResults.map { result in
      let base = result.base.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
      var said = "NOT caught"
      if result.caught {
        said = "caught: " + result.attack.expects.name
        if case .endedEarly? = result.verdict { said = "caught: run ended early" }
        if case .endedEarly(let end)? = result.judgement?.tested { said += " (\(end.summary))" }
      }
      return Entry(caught: result.caught, name: result.attack.name, said: "\(base) \(said)")
    }
    print(
      "Harness attacks on \(verdict.kata.id), over the starter and the solution:", entries,
      out: out)
  }

  /// How many wrong solutions each gate caught first, over every kata
  /// judged: "Wrong solutions by the gate met first: test step 300 · …".
  static func printGateCounts(_ verdicts: [KataVerdict], out: Output) {
    var counts: [String: Int] = [:]
    var onlyRules = 0
    for result in verdicts.flatMap(\.wrongResults) where result.rejected {
      counts[result.gates.first?.kind ?? "nothing", default: 0] += 1
      if result.gates.allSatisfy({ $0.isHouseRule || $0 == .boundary }) { onlyRules += 1 }
    }
    guard !counts.isEmpty else { return }
    let parts = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map {
      "\($0.key) \($0.value)"
    }
    out.paragraph(
      "Wrong solutions by the gate a learner meets first: "
        + parts.joined(separator: out.terminal.usesUnicode ? " · " : ", ")
        + "; caught by house rules alone: \(onlyRules).")
    out.line()
  }
}
