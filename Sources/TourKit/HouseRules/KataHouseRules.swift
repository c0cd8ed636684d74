import Foundation

/// Which files of the kit the house rules read, and what each may import.
extension HouseRules {
  /// A kata's learner files as built from `member` (the workbench with
  /// the kit's copies of the files it provides, or a starter with a
  /// solution laid over it), with the toolkit they build on, the kata's
  /// tests and story, and its starter and solution.
  ///
  /// Each file belongs to one of the kata's modules (the folder it is in)
  /// and may import what that module declares it builds on: toolkit
  /// modules and the kata's modules below it, never the ones above.
  ///
  /// With `package`, the files read are that package's copies, the very
  /// bytes its build compiles, and findings name the files they came from.
  /// A file the build does not compile is not judged: a provided file the
  /// learner edited is built, and judged, from the kit's copy.
  static func program(
    of member: ScratchPackage.Member, in kit: Kit, readingCopiesIn package: ScratchPackage? = nil
  ) -> Program {
    var names = Set<String>()
    for folder in [member.sources] + member.overlays {
      names.formUnion(FolderSync.swiftFiles(in: folder))
    }
    let kata = member.kata
    let lookups = Set(kata.steps.flatMap(\.forbids))
    let sources = names.subtracting(member.removed).sorted().map { path -> Source in
      let module = kata.module(holding: path)
      let origin = member.origin(of: path)
      let copy = module.flatMap { package?.copy(of: path, in: $0, for: member) }
      return Source(
        file: copy ?? origin, module: module?.name ?? kata.module,
        allowedImports: standardImports.union(module?.dependencies ?? kata.dependencies),
        publicNames: module?.publicNames, offLimits: module?.offLimits,
        shown: copy == nil ? nil : origin, lookups: lookups)
    }
    let toolkit = Toolkit.closure(of: kata.dependencies)
    let context = toolkit.flatMap { swiftFiles(in: kit.patterns, under: $0) }
    let tests = ([kata.paths(in: kit).tests] + kata.storyFolders(in: kit)).flatMap { folder in
      FolderSync.swiftFiles(in: folder).map { folder.appendingPathComponent($0) }
    }
    return Program(
      sources: sources, context: context, tests: tests.sorted { $0.path < $1.path },
      reference: referenceFiles(of: kata, in: kit))
  }

  /// The names `kata`'s tests (and story) use, read as a check reads them.
  static func testNames(of kata: Kata, in kit: Kit) throws -> TestNames {
    let tests = program(of: .solution(of: kata, in: kit), in: kit).tests
    let scratch = HouseRulesRun.scratch(in: kit)
    var readings = KitFileReadings(
      cache: DeclarationsCache(folder: scratch), memo: DigestMemo(), forms: [.json, .sExpression])
    let program = Program(sources: [], tests: tests)
    if !readings.wanted(by: [program]).isEmpty {
      let parsed = try SwiftParser(scratch: scratch).parse(tests)
      readings.read([program], from: Dictionary(uniqueKeysWithValues: parsed.map { ($0.url, $0) }))
    }
    return readings.testNames[tests] ?? TestNames()
  }

  /// The kata's starter and reference solution, as the kit ships them.
  static func referenceFiles(of kata: Kata, in kit: Kit) -> [URL] {
    let paths = kata.paths(in: kit)
    return [paths.starter, paths.solution].flatMap { folder in
      FolderSync.swiftFiles(in: folder).map { folder.appendingPathComponent($0) }
    }
  }

  /// The kit's example apps: the code a learner would write with each
  /// pattern, as opposed to the pattern's mechanism, its demo or the
  /// toolkit. Folders under `Sources/Patterns`.
  static let exampleApps = [
    "CommandBus/ExampleApp", "Composite/ExampleApp", "DataSource/ExampleApp",
    "Delegation/ExampleApp", "MVC/App", "MVC/Controller", "MVC/Model",
    "ResourceObservation/ExampleApp", "ResponderChain/LoginApp", "TargetAction/MessagesApp",
  ]

  /// One example app, with the rest of its pattern's module and the
  /// toolkit as context.
  static func exampleApp(_ folder: String, in kit: Kit) -> Program {
    let module = String(folder.split(separator: "/")[0])
    let files = Set(swiftFiles(in: kit.patterns, under: folder))
    let sources = files.sorted { $0.path < $1.path }.map {
      Source(
        file: $0, module: module,
        allowedImports: standardImports.union(["HeadlessKit", "HeadlessNetworking"]))
    }
    let rest = swiftFiles(in: kit.patterns, under: module).filter { !files.contains($0) }
    return Program(
      sources: sources, context: rest + swiftFiles(in: kit.patterns, under: "HeadlessKit"))
  }

  /// Every kata's starter and reference solution, and every example app
  /// unless told not to: the code the rules must never refuse.
  static func referencePrograms(of katas: [Kata], in kit: Kit, withExampleApps: Bool = true)
    -> [Program]
  {
    let katas = katas.flatMap { kata in
      [
        program(
          of: ScratchPackage.Member(kata: kata, sources: kata.paths(in: kit).starter), in: kit),
        program(of: .solution(of: kata, in: kit), in: kit),
      ]
    }
    return katas + (withExampleApps ? exampleApps.map { exampleApp($0, in: kit) } : [])
  }

  private static func swiftFiles(in root: URL, under folder: String) -> [URL] {
    let base = root.appendingPathComponent(folder)
    return FolderSync.swiftFiles(in: base).map { base.appendingPathComponent($0) }
  }
}
