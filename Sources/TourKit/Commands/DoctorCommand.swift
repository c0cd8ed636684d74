import Foundation

/// `doctor`: checks that everything the tour needs is in place, with a fix
/// for each problem found.
enum DoctorCommand: TourCommand {
  static let name = "doctor"
  static let summary = "Check Swift, the folders, and that it builds"
  static let warm = CommandSyntax.Option(
    name: "--warm", help: "build every kata ahead, so first checks are quick")
  static let syntax = CommandSyntax(options: [warm])
  static let details = """
    Reports the Swift version and platform, whether the kit's files are all \
    there, whether its folders are writable, the free disk space, and whether \
    the toolkit builds (which also prepares the next check). Each problem \
    comes with what to do about it. Exits non-zero if anything is wrong. \
    With --warm it also compiles every kata and its tests beside the toolkit, \
    so that each kata's first check only runs its tests: run it once before \
    a workshop (a few minutes, no network).
    """

  struct Finding {
    let ok: Bool
    let label: String
    let detail: String
    let fix: String?
  }

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let input = try read(arguments)
    StopSignal.install()  // Ctrl-C stops the build under way too, then says so.
    let out = context.out
    let t = context.terminal
    out.heading("Patterns Kit · doctor")
    // The current kata last, so the check package is left holding it.
    let current = try? context.kata(named: nil)
    let katas =
      input.has(warm)
      ? context.catalogue.katas.filter { $0.id != current?.id } + [current].compactMap { $0 }
      : []
    var findings: [Finding] = []
    func report(_ finding: Finding) {
      findings.append(finding)
      let mark = finding.ok ? t.passMark : t.failMark
      out.row(
        "\(mark) \(finding.label.padding(toLength: 14, withPad: " ", startingAt: 0)) ",
        finding.detail)
      if let fix = finding.fix, !finding.ok { out.paragraph("Fix: " + fix, indent: 4) }
    }

    report(swiftVersion())
    report(Finding(ok: true, label: "Platform", detail: platform(), fix: nil))
    report(Finding(ok: true, label: "Kit", detail: context.kit.root.path, fix: nil))
    report(files(context))
    for folder in [context.kit.tourFolder, context.kit.workbench] {
      report(writable(folder, kit: context.kit))
    }
    report(diskSpace(context.kit))
    let toolkit = try build(context)
    report(toolkit)
    if toolkit.ok {
      for kata in katas { report(try warm(context, kata: kata)) }
    }

    let problems = findings.filter { !$0.ok }.count
    out.line()
    if problems == 0 {
      out.line(t.good("Everything the tour needs is in place."))
      out.next(context.learner.nextStep)
      return 0
    }
    let found =
      problems == 1 ? "1 problem found; its fix is" : "\(problems) problems found; each fix is"
    out.line(t.bad("\(found) above."))
    out.next("After fixing, run the doctor again:", "\(Tour.shortCommand) doctor")
    return 1
  }

  static func swiftVersion() -> Finding {
    guard let result = try? ProcessRunner.run("swift", ["--version"]), result.succeeded else {
      if ProcessRunner.swift != "swift" {
        return Finding(
          ok: false, label: "Swift", detail: "`\(ProcessRunner.swift) --version` did not run",
          fix: "PATTERNS_TOUR_SWIFT names that swift: point it at a working one, or unset it.")
      }
      return Finding(
        ok: false, label: "Swift", detail: "`swift --version` did not run",
        fix: "Install Swift 6.0 or newer from swift.org and make sure `swift` is on your PATH.")
    }
    let line = result.output.split(separator: "\n").first { $0.contains("Swift version") }
    let text = line.map(String.init) ?? result.output
    let major = text.range(of: "Swift version ").flatMap { range in
      Int(text[range.upperBound...].prefix { $0.isNumber })
    }
    let version =
      text.range(of: "Swift version ").map {
        String(text[$0.upperBound...].prefix { !$0.isWhitespace })
      } ?? "unknown"
    let ok = (major ?? 0) >= 6
    return Finding(
      ok: ok, label: "Swift", detail: version + (ok ? "" : " (the kit needs 6.0 or newer)"),
      fix: "Install Swift 6.0 or newer (Xcode 16+ on macOS, or the swift.org toolchain).")
  }

  static func platform() -> String {
    #if os(macOS)
      let name = "macOS"
    #elseif os(Linux)
      let name = "Linux"
    #else
      let name = "an untested platform"
    #endif
    return "\(name) (\(ProcessInfo.processInfo.operatingSystemVersionString))"
  }

  static func files(_ context: TourContext) -> Finding {
    var missing: [String] = []
    for kata in context.catalogue.katas {
      let paths = kata.paths(in: context.kit)
      for url in [paths.brief, paths.hints, paths.starter, paths.solution, paths.tests]
      where !FileManager.default.fileExists(atPath: url.path) {
        missing.append(context.kit.relative(url))
      }
      if FolderSync.swiftFiles(in: paths.workbench).isEmpty {
        missing.append(context.kit.relative(paths.workbench) + " (run: reset \(kata.id))")
      }
    }
    missing += context.catalogue.problems
    return Finding(
      ok: missing.isEmpty, label: "Kit files",
      detail: missing.isEmpty
        ? "\(counted(context.catalogue.lessons.count, "pattern")), "
          + counted(context.catalogue.katas.count, "kata")
        : "missing: " + missing.joined(separator: ", "),
      fix: "Download or clone the kit again into a new folder and copy your Sources/Katas over.")
  }

  static func writable(_ folder: URL, kit: Kit) -> Finding {
    let probe = folder.appendingPathComponent(".doctor-\(UUID().uuidString)")
    let ok =
      (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true))
      != nil && FileManager.default.createFile(atPath: probe.path, contents: Data())
    try? FileManager.default.removeItem(at: probe)
    let name = kit.relative(folder)
    if !ok && isFileInTheWay(folder) {
      return Finding(
        ok: false, label: "Writable",
        detail: "\(name) is a file, but the tour needs a folder there",
        fix: "Move the file aside: mv \(name) \(name).old (then run the doctor again).")
    }
    return Finding(
      ok: ok, label: "Writable", detail: name + (ok ? "" : " is not writable"),
      fix: "Give yourself write access: chmod -R u+w \(name) "
        + "(or move the kit to a folder you own).")
  }

  /// Whether something that is not a folder stands where `folder` should be.
  private static func isFileInTheWay(_ folder: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder)
      && !isFolder.boolValue
  }

  static func diskSpace(_ kit: Kit) -> Finding {
    let attributes = try? FileManager.default.attributesOfFileSystem(forPath: kit.root.path)
    let free = (attributes?[.systemFreeSize] as? NSNumber)?.int64Value ?? -1
    guard free >= 0 else {
      return Finding(ok: true, label: "Disk", detail: "free space unknown", fix: nil)
    }
    let gigabytes = Double(free) / 1_073_741_824
    let ok = gigabytes >= 1
    return Finding(
      ok: ok, label: "Disk", detail: String(format: "%.1f GB free", gigabytes),
      fix: "Builds need about 1 GB: free some space, or delete .tour/build (it is rebuilt).")
  }

  /// Builds the toolkit in the check package, which is most of the work of
  /// any kata's first check (the current kata's files are copied in, but
  /// only their first check compiles them).
  static func build(_ context: TourContext) throws -> Finding {
    guard let kata = try? context.kata(named: nil) else {
      return Finding(ok: false, label: "Build", detail: "no kata to build", fix: nil)
    }
    return try inCheckPackage(context, kata: kata, label: "Build", doing: "building the toolkit") {
      checker, progress in
      let package = checker.package()
      try checker.prepare()
      let result = try ProcessRunner.run(
        "swift",
        ["build", "--package-path", package.folder.path, "--target", "HeadlessKit"]
          + ScratchPackage.buildFlags,
        listener: progress.map { progress in { @Sendable data in progress.read(data) } })
      return Finding(
        ok: result.succeeded, label: "Build",
        detail: result.succeeded
          ? String(format: "the toolkit builds (%.1f s)", result.seconds)
          : "the toolkit did not build",
        fix: "Run `swift build` in the kit's folder and read the first error; if it names "
          + "files under Sources/Patterns, restore them from a fresh download of the kit.")
    }
  }

  /// Compiles `kata` and its tests beside the toolkit, so that its first
  /// check only runs the tests. Code of the learner's that does not compile
  /// yet is no problem with the setup: its check will say where.
  static func warm(_ context: TourContext, kata: Kata) throws -> Finding {
    try inCheckPackage(context, kata: kata, label: "Warm", doing: "compiling \(kata.id)") {
      checker, progress in
      let (_, result) = try checker.build(progress: progress)
      return Finding(
        ok: true, label: "Warm",
        detail: result.succeeded
          ? String(format: "\(kata.id) ready to check (%.1f s)", result.seconds)
          : "\(kata.id): your code does not compile yet (check says where)",
        fix: nil)
    }
  }

  /// Runs `work` in the check package, holding its lock (after saying what
  /// it waits for, if anything) and showing `what` meanwhile, with the time
  /// so far and the build's progress, which `work` feeds. Ctrl-C ends the
  /// doctor; any other failure becomes a finding called `label`.
  private static func inCheckPackage(
    _ context: TourContext, kata: Kata, label: String, doing what: String,
    _ work: (KataCheck, BuildProgress?) throws -> Finding
  ) throws -> Finding {
    let checker = KataCheck(kit: context.kit, kata: kata)
    do {
      let lock = try BuildWait.lock(checker, for: .doctor, context: context, indent: 2)
      defer { lock.release() }
      let finding = try BuildWait.showingTime(
        after: context.terminal.dim("  \(what)\(context.terminal.ellipsis) "), context: context
      ) { try work(checker, $0) }
      context.out.line()
      return finding
    } catch ProcessRunner.Failure.interrupted {
      throw ProcessRunner.Failure.interrupted  // Ctrl-C ends the doctor, not just this line.
    } catch {
      context.out.line()
      return Finding(
        ok: false, label: label, detail: PlainErrors.describe(error, in: context.kit),
        fix: "Make sure `swift` is on your PATH and .tour/ is writable.")
    }
  }
}
