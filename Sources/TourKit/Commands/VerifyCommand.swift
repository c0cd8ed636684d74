import Foundation

/// `verify [kata]`: the kit's own test command. Runs the toolkit's, the
/// patterns' and the tour's tests, then holds every kata to three promises:
/// its pristine starter fails exactly the steps kata.json says, its
/// reference solution passes them all, and each of its known wrong solutions
/// fails the step whose idea it breaks. It never reads the learner's
/// workbench, so a learner's edits can never make it fail.
enum VerifyCommand: TourCommand {
  static let name = "verify"
  static let summary = "Test the kit itself (the maintainers' check)"
  static let allWrong = CommandSyntax.Option(
    name: "--all-wrong", help: "the extra wrong solutions too")
  static let threadSanitizer = CommandSyntax.Option(
    name: "--thread-sanitizer", help: "the pattern tests again, under the sanitizer")
  static let syntax = CommandSyntax(
    words: [.kata],
    options: [
      allWrong, threadSanitizer, RepeatPlan.repeatOption, RepeatPlan.classOption,
      SessionsAlone.option,
    ])
  static let details = """
    The kit's own test command (the one CI runs). It builds the kit without \
    your workbench and runs the module and tour tests, then builds every \
    kata's pristine starter (Exercises/<kata>/starter), which must compile and \
    fail exactly the steps its kata.json marks as failing; its reference \
    solution (Solutions/<kata>), which must pass every step; and each of its \
    wrong solutions (Exercises/<kata>/wrong/<name>.patch, applied to the \
    solution), which must fail the step kata.json names for it; a patch that \
    no longer applies fails. It also lists what a kata \
    still lacks (hints, tests, at least 8 wrong solutions, TODO markers). \
    To stay quick it builds each kata's core wrong solutions; extra ones \
    (marked "extra" in kata.json) are built with --all-wrong, under CI, and \
    when you name a kata. \
    Prints a table and exits non-zero on any mismatch. With a kata's id it \
    checks only that kata, listing each wrong solution. With CI set in the \
    environment it also requires the workbench to equal the starters and runs \
    the pattern tests again under the thread sanitizer (--thread-sanitizer \
    does that anywhere). Every variant is judged by the judge a learner's \
    check uses (house rules, build, tests, doors), and each wrong solution's \
    row names the gate that caught it. --repeat N runs the tests N times and \
    fails any variant whose verdict changed (--repeat-class a,b repeats only \
    the wrong solutions of those classes); under CI every starter, solution \
    and harness attack runs five times, with a rotating sixth of the wrong \
    solutions. --sessions-only measures what each kata's sessions reject with \
    every hand-written test left out, by class of mistake.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let input = try read(arguments)
    let plan = try RepeatPlan(input) ?? (isCI ? .continuousIntegration() : RepeatPlan())
    let only = try input.words.first.map { try context.kata(named: $0) }
    StopSignal.install()  // Ctrl-C stops the build under way too, then says so.
    if input.has(SessionsAlone.option) {
      let katas = only.map { [$0] } ?? context.catalogue.katas
      return try SessionsAlone.measure(katas, context: context) ? 0 : 1
    }
    let out = context.out
    let t = context.terminal
    let started = Date()
    out.heading("Patterns Kit · verify" + (only.map { " \($0.id)" } ?? ""))
    out.line(t.dim("Builds from pristine sources under .tour/build; your workbench is not used."))
    out.line()

    var rows: [VerifyRow] = []
    // No false alarm: the house rules are read on the kit's own code
    // beside the build (see HouseRulesVerification).
    let houseRules = HouseRulesVerification(
      katas: only.map { [$0] } ?? context.catalogue.katas, withExampleApps: only == nil,
      kit: context.kit)
    // The kit's own tests build beside the katas (see ModuleTests).
    let sanitizer = only == nil && (input.has(threadSanitizer) || isCI)
    let moduleTests =
      only == nil ? ModuleTests(kit: context.kit, threadSanitizer: sanitizer) : nil
    if moduleTests != nil {
      out.line(
        (sanitizer
          ? "Module and tour tests, then the thread sanitizer" : "Module and tour tests")
          + ": building beside the katas.")
    }
    let kataRows: [VerifyRow]
    let verdicts: [KataVerdict]
    do {
      (kataRows, verdicts) = try kataChecks(
        only.map { [$0] } ?? context.catalogue.katas,
        includesExtras: only != nil || isCI || input.has(allWrong), plan: plan, context)
    } catch {
      // Never leave the other build running behind us: Ctrl-C stops it too,
      // and any other failure waits for it.
      _ = try? moduleTests?.wait()
      _ = houseRules.run.wait()
      throw error
    }
    var laterRows: [VerifyRow] = []
    if let moduleTests {
      let lead = "Module and tour tests\(t.ellipsis) "
      let done = try waiting(for: moduleTests.progress, after: lead, out: out) {
        let done = try moduleTests.wait()
        return (done, done[0].1)
      }
      rows.append(done[0].0)
      laterRows = done.dropFirst().map(\.0)
      for (row, seconds) in done.dropFirst() {
        out.line("\(row.name)\(t.ellipsis) " + t.dim(String(format: "%.0f s", seconds)))
      }
    }
    rows += kataRows
    rows += try RouteCheck.rows(
      katas: only.map { [$0] } ?? context.catalogue.katas, verdicts: verdicts, kit: context.kit)
    rows.append(houseRules.row())
    if only == nil { rows.append(WorkbenchCheck.run(context, isCI: isCI)) }
    rows += laterRows

    out.line()
    if only != nil, let verdict = verdicts.first {
      VerifyLists.printWrongSolutions(verdict, out: out)
      VerifyLists.printHarness(verdict, out: out)
    }
    VerifyLists.printGateCounts(verdicts, out: out)
    printTable(rows, out: out)
    let passed = rows.map(\.passed).reduce(0, +)
    let failed = rows.map(\.failed).reduce(0, +)
    out.line()
    out.line(String(format: "Took %.0f s.", Date().timeIntervalSince(started)))
    // The closing line CI reads: "N passed, N failed".
    out.line("verify: \(passed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
  }

  /// Whether this run is CI's (CI is set to anything but "false").
  static var isCI: Bool {
    let value = ProcessInfo.processInfo.environment["CI"] ?? ""
    return !value.isEmpty && value != "false"
  }

  // MARK: Katas

  private static func kataChecks(
    _ katas: [Kata], includesExtras: Bool, plan: RepeatPlan, _ context: TourContext
  ) throws -> ([VerifyRow], [KataVerdict]) {
    guard !katas.isEmpty else { return ([], []) }
    let out = context.out
    let t = context.terminal
    out.line(t.dim("Each kata: the starter fails as kata.json says, the solution passes,"))
    out.line(t.dim("and every wrong solution fails the step whose idea it breaks."))
    let what = katas.count == 1 ? "1 kata" : "\(katas.count) katas"
    out.line("Starters, solutions and wrong solutions of \(what), in one package:")
    let verification = KataVerification(
      kit: context.kit, folderName: katas.count == 1 ? "verify-\(katas[0].id)" : "verify-katas",
      includesExtras: includesExtras)
    let attacks = (try? verification.harnessAttacks().count) ?? 0
    let variants =
      katas.map { verification.members(of: $0).count + 2 * attacks }.reduce(0, +)
    // Short, so that the time so far, the build's steps done and what it
    // is doing fit after it on the same line.
    let lead = "  building and testing \(variants) modules\(t.ellipsis) "
    let verdicts = try waiting(for: verification.progress, after: lead, out: out) {
      let outcome = try verification.run(katas, repeating: plan)
      return (outcome.verdicts, outcome.build.seconds)
    }
    if plan.rounds > 1 {
      out.line(
        t.dim(
          "  tested \(plan.rounds) times"
            + (plan.sample.map { " (wrong solutions: one in \($0.every), turn \($0.turn))" } ?? "")
            + "; a verdict that changed is in its kata's row"))
    }
    let rows = verdicts.map { verdict in
      VerifyRow(
        name: verdict.kata.id + (verdict.isComplete ? "" : " (incomplete)"), passed: verdict.passed,
        failed: verdict.failed,
        notes: verdict.problems, summary: verdict.summary)
    }
    return (rows, verdicts)
  }

  /// Writes `lead`, then the time so far and how far the build has got
  /// after it until `build` returns; then ends the line with the seconds
  /// `build` says it took.
  private static func waiting<Value>(
    for progress: BuildProgress, after lead: String, out: Output,
    _ build: () throws -> (Value, Double)
  ) throws -> Value {
    let t = out.terminal
    out.partial(lead)
    let separator = t.usesUnicode ? " · " : ", "
    let ticker = ElapsedTicker.start(
      on: t, room: min(t.width, 80) - lead.count,
      status: { progress.summary(separator: separator) })
    defer { ticker?.stop() }
    let (result, seconds) = try build()
    ticker?.stop()
    out.line(t.dim(String(format: "%.0f s", seconds)))
    return result
  }

  private static func printTable(_ rows: [VerifyRow], out: Output) {
    let t = out.terminal
    let nameWidth = min(rows.map(\.name.count).max() ?? 0, 50)
    for row in rows {
      let mark = row.failed == 0 ? t.passMark : t.failMark
      let counts = row.summary ?? "\(row.passed) passed, \(row.failed) failed"
      let name = row.name.padding(
        toLength: max(nameWidth, row.name.count), withPad: " ", startingAt: 0)
      let line = "\(mark) \(name)  \(counts)"
      if line.count <= min(t.width, 80) {
        out.line(line)
      } else {
        // A kata's summary is long: it goes under the name, not past the edge.
        out.line("\(mark) \(row.name)")
        out.paragraph(counts, indent: 6)
      }
      for note in row.notes { out.paragraph(note, indent: 6) }
    }
  }
}
