import Foundation

/// A small, generated Swift package under `.tour/build/` that holds the
/// toolkit, one or more katas and their tests, copied from wherever the tour
/// is told to take them (the learner's workbench, the pristine starter or the
/// reference solution).
///
/// Why not build the kit's own package? On Linux every test target links into
/// one test executable, so one kata that does not compile would stop every
/// other kata from being checked. A check's package declares only the kata
/// being checked (one package serves them all, so the toolkit is compiled
/// once), and `verify` never reads the learner's workbench at all.
struct ScratchPackage {
  /// A kata in the package: the folder its module's sources come from, with
  /// folders laid over it (a solution over its starter, a wrong solution
  /// over that), under the kata's own module name or a variant's.
  struct Member {
    let kata: Kata
    /// The module's name in this package. A check uses the kata's own; verify
    /// builds a kata's starter, solution and wrong solutions side by side, so
    /// each variant gets a name of its own and a copy of the tests that
    /// imports it.
    var module: String
    let sources: URL
    /// Folders laid over `sources`, later ones over earlier ones.
    var overlays: [URL]
    /// Files left out of the result (those a solution deletes).
    var removed: Set<String>
    /// Test files left out: verify compiles only the step a wrong solution
    /// must fail (and the shared test support), which is all it judges.
    var testsLeftOut: Set<String> = []

    init(
      kata: Kata, module: String? = nil, sources: URL, overlays: [URL] = [],
      removed: Set<String> = []
    ) {
      self.kata = kata
      self.module = module ?? kata.module
      self.sources = sources
      self.overlays = overlays
      self.removed = removed
    }

    init(kata: Kata, sources: URL, overlay: URL?) {
      self.init(kata: kata, sources: sources, overlays: [overlay].compactMap { $0 })
    }

    var testModule: String { module + "Tests" }

    /// A kata's reference solution: its files over the starter's, minus the
    /// starter files it deletes.
    static func solution(of kata: Kata, in kit: Kit, module: String? = nil) -> Member {
      let paths = kata.paths(in: kit)
      return Member(
        kata: kata, module: module, sources: paths.starter, overlays: [paths.solution],
        removed: Set(kata.removedInSolution))
    }

    /// A wrong solution: its files over the reference solution's.
    static func wrong(_ wrong: WrongSolution, of kata: Kata, in kit: Kit) -> Member {
      var member = solution(of: kata, in: kit, module: wrong.module(of: kata))
      member.overlays.append(kata.paths(in: kit).wrong.appendingPathComponent(wrong.name))
      member.removed.formUnion(wrong.removes)
      return member
    }

    /// Where a file of the module comes from: the last overlay that has it.
    func origin(of file: String) -> URL {
      for overlay in overlays.reversed()
      where FileManager.default.fileExists(atPath: overlay.appendingPathComponent(file).path) {
        return overlay.appendingPathComponent(file)
      }
      return sources.appendingPathComponent(file)
    }

    /// The kata's tests, made to import this member's module when it is a
    /// variant with a name of its own.
    func rewriteTest(_ text: String) -> String {
      guard module != kata.module else { return text }
      return text.replacingOccurrences(
        of: "import \(kata.module)\n", with: "import \(module)\n")
    }
  }

  let kit: Kit
  let name: String
  let folder: URL

  /// `name` is the package's name; `folderName` its folder under `.tour/build`.
  init(kit: Kit, name: String, folderName: String) {
    self.kit = kit
    self.name = name
    self.folder = kit.scratch.appendingPathComponent(folderName)
  }

  /// Copies the toolkit, the members' sources and their tests into the
  /// package and writes its manifest. Files whose contents did not change are
  /// left alone, so the next build is incremental.
  ///
  /// Modules of earlier runs that are not among `members` are deleted,
  /// unless `keepingOthers`: the check package keeps every kata it has
  /// checked, outside its manifest, so that coming back to one finds its
  /// copies untouched and SwiftPM's compiled objects for them still valid.
  func prepare(_ members: [Member], keepingOthers: Bool = false) throws {
    let toolkit = Array(Set(members.flatMap(\.kata.dependencies))).sorted()
    for module in toolkit {
      try FolderSync.mirror(
        kit.patterns.appendingPathComponent(module),
        to: folder.appendingPathComponent("Sources/\(module)"))
    }
    for member in members {
      let paths = member.kata.paths(in: kit)
      try FolderSync.mirror(
        [member.sources] + member.overlays,
        to: folder.appendingPathComponent("Sources/\(member.module)"),
        excluding: member.removed)
      let rewrite: ((String) -> String)? =
        member.module == member.kata.module ? nil : { member.rewriteTest($0) }
      try FolderSync.mirror(
        [paths.tests], to: folder.appendingPathComponent("Tests/\(member.testModule)"),
        excluding: member.testsLeftOut, rewriting: rewrite)
    }
    if !keepingOthers { try removeModules(except: toolkit, members) }
    let manifest = Data(manifest(toolkit: toolkit, members: members).utf8)
    let manifestFile = folder.appendingPathComponent("Package.swift")
    if (try? Data(contentsOf: manifestFile)) != manifest {
      try manifest.write(to: manifestFile, options: .atomic)
    }
  }

  /// Drops the modules left over from earlier runs with other members.
  private func removeModules(except toolkit: [String], _ members: [Member]) throws {
    let wanted = Set(toolkit + members.map(\.module) + members.map(\.testModule))
    for area in ["Sources", "Tests"] {
      let areaFolder = folder.appendingPathComponent(area)
      let present = (try? FileManager.default.contentsOfDirectory(atPath: areaFolder.path)) ?? []
      for module in present where !wanted.contains(module) {
        try FileManager.default.removeItem(at: areaFolder.appendingPathComponent(module))
      }
    }
  }

  /// The package's manifest: the toolkit, then each member and its tests.
  func manifest(toolkit: [String], members: [Member]) -> String {
    var targets = toolkit.map { "    .target(name: \"\($0)\")," }
    for member in members {
      let dependencies = member.kata.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
      targets.append("    .target(name: \"\(member.module)\", dependencies: [\(dependencies)]),")
      targets.append(
        "    .testTarget(name: \"\(member.testModule)\", "
          + "dependencies: [\"\(member.module)\", \(dependencies)]),")
    }
    return """
      // swift-tools-version:6.0
      // Generated by patterns-tour for \(name); rewritten on every run, do not edit.
      import PackageDescription

      let package = Package(
        name: "\(name)",
        platforms: [.macOS(.v15)],
        targets: [
      \(targets.joined(separator: "\n"))
        ],
        swiftLanguageModes: [.v6]
      )

      """
  }

  /// Whether the package holds a copy of `module`, declared now or kept
  /// from an earlier run.
  func holds(_ module: String) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/\(module)").path)
  }

  /// Whether the package was built before (so the next build is incremental).
  var hasBuilt: Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(".build").path)
  }

  /// Where the built tests are; SwiftPM builds none when a package has no
  /// test files.
  var testExecutable: URL {
    folder.appendingPathComponent(".build/debug/\(name)PackageTests.xctest")
  }

  var hasTestExecutable: Bool {
    FileManager.default.fileExists(atPath: testExecutable.path)
  }

  /// Builds the package and its tests. `withoutDebugInfo` skips the
  /// debugger's information, which nobody reads in verify's builds and which
  /// costs a few percent of every compile.
  func build(withoutDebugInfo: Bool = false) throws -> ProcessRunner.Result {
    try ProcessRunner.run(
      "swift",
      ["build", "--build-tests", "--package-path", folder.path]
        + (withoutDebugInfo ? ["-Xswiftc", "-gnone"] : []))
  }

  /// Runs the tests (only those whose identifier matches `filter`, when
  /// given; none that match `skip`) one at a time, and reads what the test
  /// runner reports as they run, through a named pipe (EventStreamPipe).
  /// The process's output is kept for crash summaries and --verbose.
  func test(filter: String? = nil, skip: String? = nil) throws -> TestRun {
    let stream = try EventStreamPipe(in: folder.appendingPathComponent(".build"))
    var arguments = ["--no-parallel"] + stream.runnerArguments
    if let filter { arguments += ["--filter", filter] }
    if let skip { arguments += ["--skip", skip] }
    let result: ProcessRunner.Result
    do {
      #if os(Linux)
        // Running the test executable directly skips SwiftPM's start-up time.
        result = try ProcessRunner.run(
          testExecutable.path, ["--testing-library", "swift-testing"] + arguments,
          timeLimit: TestRun.timeLimit)
      #else
        // SwiftPM hands its own arguments on to the Swift Testing process,
        // the event stream's among them.
        result = try ProcessRunner.run(
          "swift", ["test", "--skip-build", "--package-path", folder.path] + arguments,
          timeLimit: TestRun.timeLimit)
      #endif
    } catch {
      _ = stream.finish()
      throw error
    }
    return TestRun(process: result, report: stream.finish())
  }

  /// The member whose module (or tests) holds `path`, a file the compiler
  /// named inside this package.
  func member(owning path: String, among members: [Member]) -> Member? {
    let base = folder.standardizedFileURL.path + "/"
    guard path.hasPrefix(base) else { return nil }
    let parts = path.dropFirst(base.count).split(separator: "/", maxSplits: 2).map(String.init)
    guard parts.count == 3 else { return nil }
    return members.first { parts[1] == $0.module || parts[1] == $0.testModule }
  }

  /// Maps a path the compiler printed (inside this package) back to the file
  /// the learner knows, given where each member's sources came from.
  func originalPath(of path: String, members: [Member]) -> URL? {
    let base = folder.standardizedFileURL.path + "/"
    guard path.hasPrefix(base) else { return nil }
    let parts = path.dropFirst(base.count).split(separator: "/", maxSplits: 2).map(String.init)
    guard parts.count == 3 else { return nil }
    let (area, module, rest) = (parts[0], parts[1], parts[2])
    if area == "Sources", let member = members.first(where: { $0.module == module }) {
      return member.origin(of: rest)
    }
    if area == "Tests", let member = members.first(where: { $0.testModule == module }) {
      return member.kata.paths(in: kit).tests.appendingPathComponent(rest)
    }
    if area == "Sources" { return kit.patterns.appendingPathComponent(module + "/" + rest) }
    return nil
  }
}
