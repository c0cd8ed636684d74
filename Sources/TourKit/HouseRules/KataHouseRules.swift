import Foundation

/// Which files of the kit the house rules read, and what each may import.
extension HouseRules {
  /// A kata's learner files as built from `member` (the workbench, or a
  /// starter with a solution laid over it), with the toolkit they build on.
  ///
  /// Each file belongs to one of the kata's modules (the folder it is in)
  /// and may import what that module declares it builds on: toolkit
  /// modules and the kata's modules below it, never the ones above.
  static func program(of member: ScratchPackage.Member, in kit: Kit) -> Program {
    var names = Set<String>()
    for folder in [member.sources] + member.overlays {
      names.formUnion(FolderSync.swiftFiles(in: folder))
    }
    let sources = names.subtracting(member.removed).sorted().map { path -> Source in
      let module = member.kata.module(holding: path)
      return Source(
        file: member.origin(of: path), module: module?.name ?? member.kata.module,
        allowedImports: standardImports.union(module?.dependencies ?? member.kata.dependencies),
        publicNames: module?.publicNames, offLimits: module?.offLimits)
    }
    let toolkit = Toolkit.closure(of: member.kata.dependencies)
    let context = toolkit.flatMap { swiftFiles(in: kit.patterns, under: $0) }
    return Program(sources: sources, context: context)
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
