import Foundation

extension ScratchPackage {
  /// A kata in the package: the folder its sources come from, with folders
  /// laid over it (a solution over its starter, a wrong solution over that),
  /// under the kata's own module names or a variant's.
  struct Member {
    let kata: Kata
    /// Which variant of the kata this is, as the name its test module and
    /// results go by: the kata's own name for a check, and for verify,
    /// which builds a kata's starter, solution and wrong solutions side by
    /// side, the kata's name and what the variant is ("SlimTimelineSolution").
    var module: String
    let sources: URL
    /// Folders laid over `sources`, later ones over earlier ones.
    var overlays: [URL]
    /// Files left out of the result (those a solution deletes), relative to
    /// the kata's workbench.
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

    /// What tells this variant's modules from the kata's own: "" for a
    /// check, "Solution" or "WrongStrongDelegate" in verify.
    var variant: String {
      module.hasPrefix(kata.module) ? String(module.dropFirst(kata.module.count)) : module
    }

    /// The name `kataModule` goes by in the package: its own for a check,
    /// with the variant after it in verify ("FeedListSolution").
    func packageName(of kataModule: KataModule) -> String { kataModule.name + variant }

    /// Every module of the kata under its name in the package.
    var packageModules: [String] { kata.modules.map(packageName) }

    /// The kata's module that goes by `name` in the package, if any.
    func kataModule(named name: String) -> KataModule? {
      kata.modules.first { packageName(of: $0) == name }
    }

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

    /// Where a file of the kata comes from (a path relative to the
    /// workbench): the last overlay that has it.
    func origin(of file: String) -> URL {
      for overlay in overlays.reversed()
      where FileManager.default.fileExists(atPath: overlay.appendingPathComponent(file).path) {
        return overlay.appendingPathComponent(file)
      }
      return sources.appendingPathComponent(file)
    }

    /// The folders that make up `kataModule`, in the order they are laid
    /// over each other, and the files of it left out.
    func layers(of kataModule: KataModule) -> (folders: [URL], removed: Set<String>) {
      let folders = ([sources] + overlays).map {
        kataModule.folder.isEmpty ? $0 : $0.appendingPathComponent(kataModule.folder)
      }
      return (folders, Set(removed.compactMap { kataModule.file(at: $0) }))
    }

    /// A file of the kata (its tests or a module's source) made to import
    /// this variant's modules when the variant has names of its own.
    func rewriteImports(_ text: String) -> String {
      guard !variant.isEmpty else { return text }
      var text = text
      for kataModule in kata.modules {
        text = text.replacingOccurrences(
          of: "import \(kataModule.name)\n", with: "import \(packageName(of: kataModule))\n")
      }
      return text
    }
  }
}
