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
  let kit: Kit
  let name: String
  let folder: URL
  /// verify's packages hold hundreds of small modules that build side by
  /// side: there each module's files go to the compiler in one batch, one
  /// compiler start per module instead of one per core (about a tenth off
  /// the build). A check's package keeps the default, which spreads a big
  /// module such as the toolkit over both cores.
  var buildsManySmallModules = false

  /// The flags that give each module's files to the compiler in one batch.
  /// verify's other builds (the kit's own tests, the thread sanitizer) use
  /// them too: they run beside the katas' build, which keeps both cores
  /// busy, so what counts there is the compiler's work, not the spread.
  static let oneBatchPerModule = ["-Xswiftc", "-driver-batch-count", "-Xswiftc", "1"]

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
    let toolkit = Toolkit.closure(of: members.flatMap(\.kata.dependencies))
    for module in toolkit {
      try FolderSync.mirror(
        kit.patterns.appendingPathComponent(module),
        to: folder.appendingPathComponent("Sources/\(module)"))
    }
    for member in members {
      let rewrite: ((String) -> String)? =
        member.variant.isEmpty ? nil : { member.rewriteImports($0) }
      for kataModule in member.ownModules {
        let (folders, removed) = member.layers(of: kataModule)
        try FolderSync.mirror(
          folders,
          to: folder.appendingPathComponent("Sources/\(member.packageName(of: kataModule))"),
          excluding: removed, rewriting: rewrite)
      }
      // The kata's story (for `run`) is built with its tests, always, so
      // that a check and a run share one build; so are its sessions.
      guard member.buildsTests else { continue }
      try FolderSync.mirror(
        [member.kata.paths(in: kit).tests] + member.kata.storyFolders(in: kit)
          + member.kata.sessionSuiteFolders(in: kit),
        to: folder.appendingPathComponent("Tests/\(member.testModule)"),
        excluding: member.testsLeftOut, rewriting: rewrite)
    }
    let sessions = sessionModules(for: members)
    try write(sessions)
    if !keepingOthers { try removeModules(except: toolkit + sessions.map(\.name), members) }
    let manifest = Data(
      manifest(toolkit: toolkit, members: members, extra: sessions).utf8)
    let manifestFile = folder.appendingPathComponent("Package.swift")
    if (try? Data(contentsOf: manifestFile)) != manifest {
      try manifest.write(to: manifestFile, options: .atomic)
    }
  }

  /// Drops the modules left over from earlier runs with other members.
  private func removeModules(except toolkit: [String], _ members: [Member]) throws {
    let own = members.flatMap { member in member.ownModules.map(member.packageName) }
    let wanted = Set(toolkit + own + members.filter(\.buildsTests).map(\.testModule))
    for area in ["Sources", "Tests"] {
      let areaFolder = folder.appendingPathComponent(area)
      let present = (try? FileManager.default.contentsOfDirectory(atPath: areaFolder.path)) ?? []
      for module in present where !wanted.contains(module) {
        try FileManager.default.removeItem(at: areaFolder.appendingPathComponent(module))
      }
    }
  }

  /// Whether the package holds a copy of `module`, declared now or kept
  /// from an earlier run.
  func holds(_ module: String) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/\(module)").path)
  }

  /// Whether the package holds a copy of every module of `kata`.
  func holds(_ kata: Kata) -> Bool { kata.modules.allSatisfy { holds($0.name) } }

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

  /// What every build in a scratch package passes to `swift build`: no
  /// debugger's information. Nobody runs a debugger in these packages (an
  /// editor uses `open`'s package), a crash is reported from the runtime's
  /// own message, and leaving it out takes about a tenth off a check after
  /// an edit. Every build there (check, run, the background build, doctor,
  /// verify) passes the same flags: a build with other flags would compile
  /// the whole package again.
  static let buildFlags = ["-Xswiftc", "-gnone"]

  /// Builds the package and its tests. `progress` reads SwiftPM's output
  /// as it comes.
  func build(progress: BuildProgress? = nil) throws -> ProcessRunner.Result {
    try ProcessRunner.run(
      "swift",
      ["build", "--build-tests", "--package-path", folder.path] + Self.buildFlags
        + (buildsManySmallModules ? Self.oneBatchPerModule : []),
      listener: progress.map { progress in { @Sendable data in progress.read(data) } })
  }

  /// Runs the tests (only those whose identifier matches `filter`, when
  /// given; none that match `skip`) one at a time, and reads what the test
  /// runner reports as they run, through a named pipe (EventStreamPipe).
  /// The process's output is kept for crash summaries and --verbose.
  /// `route` says whether the tour runs the test executable itself or has
  /// `swift test` run it; both come to the same report.
  func test(
    filter: String? = nil, skip: String? = nil, route: TestRoute = .current,
    environment: [String: String] = [:]
  ) throws -> TestRun {
    let stream = try EventStreamPipe(in: folder.appendingPathComponent(".build"))
    let quiet = ProcessRunner.Quiet(limit: TestRun.quietLimit) { stream.lastHeard }
    var arguments = ["--no-parallel"] + stream.runnerArguments
    if let filter { arguments += ["--filter", filter] }
    if let skip { arguments += ["--skip", skip] }
    let (program, routeArguments) = route.command(for: self, arguments)
    let result: ProcessRunner.Result
    do {
      result = try ProcessRunner.run(
        program, routeArguments, environment: environment, timeLimit: TestRun.timeLimit,
        quiet: quiet, stopping: route.stopping)
    } catch {
      _ = stream.finish()
      throw error
    }
    return TestRun(process: route.testProcessEnding(result), report: stream.finish())
  }

  /// The member whose module (or tests) holds `path`, a file the compiler
  /// named inside this package.
  func member(owning path: String, among members: [Member]) -> Member? {
    guard let (_, module, _) = place(of: path) else { return nil }
    return members.first { member in
      member.ownModules.map(member.packageName).contains(module) || module == member.testModule
        || module == Kata.learnerSessionModule(of: member.module)
        || (module == member.kata.referenceSessionModule
          && member.module == KataVerification.solutionModule(of: member.kata))
    }
  }

  /// Maps a path the compiler printed (inside this package) back to the file
  /// the learner knows, given where each member's sources came from.
  func originalPath(of path: String, members: [Member]) -> URL? {
    guard let (area, module, rest) = place(of: path) else { return nil }
    if area == "Sources" {
      for member in members {
        if let kataModule = member.kataModule(named: module),
          !member.borrowed.contains(kataModule.name)
        {
          return member.origin(of: kataModule.path(of: rest))
        }
      }
      if let session = sessionOrigin(of: module, rest, members: members) { return session }
      return kit.patterns.appendingPathComponent(module + "/" + rest)
    }
    if area == "Tests", let member = members.first(where: { $0.testModule == module }) {
      return member.kata.testOrigin(of: rest, in: kit)
    }
    return nil
  }

  /// The area ("Sources" or "Tests"), the module and the rest of `path`, a
  /// file inside this package.
  private func place(of path: String) -> (String, String, String)? {
    let base = folder.standardizedFileURL.path + "/"
    guard path.hasPrefix(base) else { return nil }
    let parts = path.dropFirst(base.count).split(separator: "/", maxSplits: 2).map(String.init)
    guard parts.count == 3 else { return nil }
    return (parts[0], parts[1], parts[2])
  }
}
