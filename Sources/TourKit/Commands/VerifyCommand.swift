import Foundation

/// `verify`: the kit's own test command. Runs the toolkit's, the patterns'
/// and the tour's tests, checks that every kata's pristine starter fails
/// exactly the steps its manifest says and that every reference solution
/// passes them all. It never reads the learner's workbench, so a learner's
/// edits can never make it fail.
enum VerifyCommand: TourCommand {
  static let name = "verify"
  static let summary = "Test the kit itself (the maintainers' check)"
  static let arguments = "[--thread-sanitizer]"
  static let details = """
    The kit's own test command (the one CI runs). It builds the kit without \
    your workbench and runs the module and tour tests, then builds every \
    kata's pristine starter (Exercises/<kata>/starter), which must compile and \
    fail exactly the steps its kata.json marks as failing, and every reference \
    solution (Solutions/<kata>), which must pass every step. Prints a table and \
    exits non-zero on any mismatch. With CI set in the environment it also \
    requires the workbench to equal the starters and runs the pattern tests \
    again under the thread sanitizer (--thread-sanitizer does that anywhere).
    """

  /// One row of the final table.
  struct Row {
    let name: String
    let passed: Int
    let failed: Int
    let notes: [String]
  }

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let (words, flags) = try parse(arguments, flags: ["--thread-sanitizer"])
    try expectAtMost(0, words)
    StopSignal.install()  // Ctrl-C stops the build under way too, then says so.
    let out = context.out
    let t = context.terminal
    let started = Date()
    out.heading("Patterns Kit · verify")
    out.line(t.dim("Builds from pristine sources under .tour/build; your workbench is not used."))
    out.line()

    var rows: [Row] = []
    rows.append(try moduleTests(context))
    out.line(t.dim("Each kata counts its steps twice: the starter fails as kata.json says,"))
    out.line(t.dim("and the solution passes."))
    rows += try kataChecks(context)
    rows.append(workbenchCheck(context))
    if flags.contains("--thread-sanitizer") || isCI {
      rows.append(try threadSanitizer(context))
    }

    out.line()
    let nameWidth = min(rows.map(\.name.count).max() ?? 0, 50)
    for row in rows {
      let mark = row.failed == 0 ? t.passMark : t.failMark
      let counts = "\(row.passed) passed, \(row.failed) failed"
      let name = row.name.padding(
        toLength: max(nameWidth, row.name.count), withPad: " ", startingAt: 0)
      out.line("\(mark) \(name)  \(counts)")
      for note in row.notes { out.paragraph(note, indent: 6) }
    }
    let passed = rows.map(\.passed).reduce(0, +)
    let failed = rows.map(\.failed).reduce(0, +)
    out.line()
    out.line(String(format: "Took %.0f s.", Date().timeIntervalSince(started)))
    // The closing line CI reads: "N passed, N failed".
    out.line("verify: \(passed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
  }

  // MARK: Module tests

  /// Builds the kit's own package without the workbench katas (the manifest
  /// leaves them out when PATTERNS_KIT_WITHOUT_WORKBENCH is set) in its own
  /// build folder, and runs every test target.
  static func moduleTests(_ context: TourContext) throws -> Row {
    let out = context.out
    out.partial("Module and tour tests\(context.terminal.ellipsis) ")
    let scratch = context.kit.scratch.appendingPathComponent("kit")
    let report = scratch.appendingPathComponent("results.xml")
    let swiftTesting = scratch.appendingPathComponent("results-swift-testing.xml")
    for file in [report, swiftTesting] { try? FileManager.default.removeItem(at: file) }
    let result = try ProcessRunner.run(
      "swift",
      [
        "test", "--package-path", context.kit.root.path, "--scratch-path", scratch.path,
        "--xunit-output", report.path,
      ],
      environment: ["PATTERNS_KIT_WITHOUT_WORKBENCH": "1"])
    out.line(context.terminal.dim(String(format: "%.0f s", result.seconds)))
    let file = FileManager.default.fileExists(atPath: swiftTesting.path) ? swiftTesting : report
    let warnings = Diagnostic.parse(result.output).filter { $0.severity == .warning }
    var notes = warnings.prefix(5).map {
      "warning: \(context.kit.relative(URL(fileURLWithPath: $0.path))):\($0.line): \($0.message)"
    }
    guard let cases = (try? Data(contentsOf: file)).flatMap(XUnitReport.parse) else {
      let errors = Diagnostic.parse(result.output).filter { $0.severity == .error }.prefix(5)
      notes += errors.map { "\($0.path):\($0.line): \($0.message)" }
      if errors.isEmpty { notes.append(lastLines(of: result.output)) }
      return Row(name: "Module and tour tests did not run", passed: 0, failed: 1, notes: notes)
    }
    let failing = cases.filter { !$0.passed }
    notes += failing.prefix(5).map { "\($0.className).\($0.name): \($0.failures.first ?? "")" }
    let modules = Set(cases.map(\.module)).sorted().joined(separator: ", ")
    return Row(
      name: "Module and tour tests", passed: cases.count - failing.count,
      failed: failing.count + warnings.count + (result.succeeded || !failing.isEmpty ? 0 : 1),
      notes: (cases.isEmpty ? [] : ["(\(modules))"]) + notes)
  }

  // MARK: Katas

  /// Checks every kata's starter, then every solution, in one scratch package.
  static func kataChecks(_ context: TourContext) throws -> [Row] {
    let katas = context.catalogue.katas
    guard !katas.isEmpty else { return [] }
    let starters = try run(katas, solutions: false, label: "starters", context: context)
    let solutions = try run(katas, solutions: true, label: "solutions", context: context)
    return katas.map { kata in
      var passed = 0
      var notes: [String] = []
      switch starters[kata.id] {
      case .ran(let steps, _)?:
        for (step, result) in zip(kata.steps, steps) {
          let failedAsExpected: Bool
          switch result.status {
          case .passed: failedAsExpected = !step.failsOnStarter
          case .failed: failedAsExpected = step.failsOnStarter
          case .notRun: failedAsExpected = false
          }
          if failedAsExpected {
            passed += 1
          } else {
            notes.append(
              "starter, step \(result.number): expected to "
                + (step.failsOnStarter ? "fail" : "pass") + " but "
                + (result.status == .notRun ? "no test ran" : result.passed ? "passed" : "failed"))
          }
        }
      case let other:
        notes.append("starter: " + describe(other))
      }
      switch solutions[kata.id] {
      case .ran(let steps, _)?:
        for result in steps {
          if result.passed {
            passed += 1
          } else {
            let message: String
            if case .failed(let failures) = result.status {
              message = failures.first.map { $0.explanation ?? $0.detail } ?? "failed"
            } else {
              message = "no test ran"
            }
            notes.append("solution, step \(result.number): \(message)")
          }
        }
      case let other:
        notes.append("solution: " + describe(other))
      }
      let failed = kata.steps.count * 2 - passed
      return Row(
        name: "Kata \(kata.id)", passed: passed, failed: failed, notes: notes)
    }
  }

  private static func describe(_ outcome: KataCheck.Outcome?) -> String {
    switch outcome {
    case .compileErrors(let errors, _)?:
      let first = errors.first.map {
        "\($0.file?.lastPathComponent ?? $0.diagnostic.path):\($0.diagnostic.line): \($0.diagnostic.message)"
      }
      return "does not compile" + (first.map { ": \($0)" } ?? "")
    case .crashed(let summary, _)?:
      return "crashed: " + summary.joined(separator: "; ")
    case .ran?:
      return "ran"
    case .noTests?:
      return "its tests are missing"
    case nil:
      return "was not checked"
    }
  }

  /// Builds every kata's starter, or its solution (the solution's files laid
  /// over the starter's), and runs the tests. A kata that does not compile is
  /// taken out and the rest are built again, so one broken kata cannot hide
  /// the others.
  private static func run(
    _ katas: [Kata], solutions: Bool, label: String, context: TourContext
  ) throws -> [String: KataCheck.Outcome] {
    func member(_ kata: Kata) -> ScratchPackage.Member {
      solutions
        ? .solution(of: kata, in: context.kit)
        : ScratchPackage.Member(kata: kata, sources: kata.paths(in: context.kit).starter)
    }
    let out = context.out
    let package = ScratchPackage(kit: context.kit, name: "KataVerify", folderName: "verify-katas")
    var outcomes: [String: KataCheck.Outcome] = [:]
    var remaining = katas
    while !remaining.isEmpty {
      let members = remaining.map(member)
      out.partial("Kata \(label) (\(remaining.count))\(context.terminal.ellipsis) ")
      try package.prepare(members)
      let build = try package.build()
      if !build.succeeded {
        out.line(context.terminal.bad("build failed"))
        let errors = Diagnostic.parse(build.output).filter { $0.severity == .error }
        let broken = remaining.filter { kata in
          errors.contains {
            package.originalPath(of: $0.path, members: members).map { url in
              url.path.contains("/\(kata.id)/")
                || url.path.hasPrefix(kata.paths(in: context.kit).tests.path)
            } ?? false
          }
        }
        guard !broken.isEmpty else {
          // Nothing names a kata (a link error, say): build each one alone.
          for kata in remaining {
            out.partial("  \(kata.id) alone\(context.terminal.ellipsis) ")
            let alone = KataCheck(kit: context.kit, kata: kata)
            let one = member(kata)
            outcomes[kata.id] = try alone.run(
              sources: one.sources, overlay: one.overlay,
              package: alone.package(named: "KataVerify", folder: "verify-\(kata.id)"))
            out.line()
          }
          return outcomes
        }
        let blamed = broken
        for kata in blamed {
          let own = errors.filter { error in
            package.originalPath(of: error.path, members: members)?.path.contains("/\(kata.id)/")
              ?? false
          }.map {
            KataCheck.CompileError(
              file: package.originalPath(of: $0.path, members: members), diagnostic: $0)
          }
          outcomes[kata.id] = .compileErrors(own, rawOutput: build.output)
        }
        remaining.removeAll { kata in blamed.contains { $0.id == kata.id } }
        continue
      }
      let warnings = Diagnostic.parse(build.output).filter { $0.severity == .warning }
      let run = try package.test()
      out.line(context.terminal.dim(String(format: "%.0f s", build.seconds + run.process.seconds)))
      for warning in warnings {
        out.line(
          context.terminal.warn("  warning: \(warning.path):\(warning.line): \(warning.message)"))
      }
      for kata in remaining {
        if let cases = run.cases {
          let order = KataCheck.declarationOrder(in: kata.paths(in: context.kit).tests)
          outcomes[kata.id] = .ran(
            KataCheck.steps(of: kata, from: cases, order: order), rawOutput: run.process.output)
        } else {
          outcomes[kata.id] = .crashed(
            summary: KataCheck.crashSummary(run.process.output), rawOutput: run.process.output)
        }
      }
      remaining = []
    }
    return outcomes
  }

  /// Whether this run is CI's (CI is set to anything but "false").
  static var isCI: Bool {
    let value = ProcessInfo.processInfo.environment["CI"] ?? ""
    return !value.isEmpty && value != "false"
  }

  // MARK: Thread sanitizer

  /// Runs the toolkit's and patterns' tests again with the thread sanitizer,
  /// in a build folder of its own (a sanitized build cannot share one).
  static func threadSanitizer(_ context: TourContext) throws -> Row {
    let out = context.out
    out.partial("Pattern tests under the thread sanitizer\(context.terminal.ellipsis) ")
    let scratch = context.kit.scratch.appendingPathComponent("kit-tsan")
    let testsFolder = context.kit.root.appendingPathComponent("Tests/PatternTests")
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: testsFolder.path)) ?? []
    let result = try ProcessRunner.run(
      "swift",
      [
        "test", "--package-path", context.kit.root.path, "--scratch-path", scratch.path,
        "--sanitize=thread", "--filter", targets.sorted().joined(separator: "|"),
      ],
      environment: ["PATTERNS_KIT_WITHOUT_WORKBENCH": "1"])
    out.line(context.terminal.dim(String(format: "%.0f s", result.seconds)))
    let races = result.output.components(separatedBy: "WARNING: ThreadSanitizer").count - 1
    let name = "Pattern tests, thread sanitizer"
    if result.succeeded && races == 0 {
      return Row(name: name, passed: 1, failed: 0, notes: [])
    }
    let notes =
      races > 0
      ? ["\(races) data race report(s); run `swift test --sanitize=thread` to read them."]
      : [lastLines(of: result.output)]
    return Row(name: name, passed: 0, failed: 1, notes: notes)
  }

  // MARK: Workbench

  /// Whether each kata's workbench still equals its starter. A learner's
  /// edits are expected, so only CI (a clean checkout) treats a difference
  /// as a failure: it would mean the shipped workbench is not the starter.
  static func workbenchCheck(_ context: TourContext) -> Row {
    let edited = context.catalogue.katas.filter {
      let paths = $0.paths(in: context.kit)
      return !FolderSync.sameSwiftFiles(paths.workbench, paths.starter)
    }
    let name = "Workbench equals the starters" + (isCI ? " (CI)" : "")
    if edited.isEmpty {
      return Row(name: name, passed: 1, failed: 0, notes: [])
    }
    let list = edited.map(\.id).joined(separator: ", ")
    if isCI {
      return Row(
        name: name, passed: 0, failed: 1,
        notes: [
          "Sources/Katas differs from Exercises/*/starter for: \(list). Copy the starter over."
        ])
    }
    return Row(
      name: "Workbench: your edits in \(edited.count) kata(s)", passed: 1, failed: 0,
      notes: ["(\(list): that is your work; verify does not use it)"])
  }

  private static func lastLines(of output: String) -> String {
    output.split(separator: "\n").suffix(5).joined(separator: "\n")
  }
}
