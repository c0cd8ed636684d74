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
    /// Modules this variant takes unchanged from another built beside it,
    /// by kata module name, and that variant's name (`module`). A wrong
    /// solution that changes only the app borrows the solution's lower
    /// modules instead of compiling copies of them: most of verify's
    /// variants differ from the solution in one module.
    var borrowed: Set<String> = []
    var lender: String?
    /// Whether the member has a test target: the check package's copy of
    /// the reference solution, built only for the sessions to play, has
    /// none.
    var buildsTests = true

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

    var testModule: String { module + "Tests" }

    /// What tells this variant's modules from the kata's own: "" for a
    /// check, "Solution" or "WrongStrongDelegate" in verify.
    var variant: String {
      module.hasPrefix(kata.module) ? String(module.dropFirst(kata.module.count)) : module
    }

    /// The name `kataModule` goes by in the package: its own for a check,
    /// with the variant after it in verify ("FeedListSolution").
    func packageName(of kataModule: KataModule) -> String {
      guard borrowed.contains(kataModule.name), let lender else {
        return kataModule.name + variant
      }
      return kataModule.name + lender.dropFirst(kata.module.count)
    }

    /// The kata's modules this variant builds itself (all but the borrowed).
    var ownModules: [KataModule] { kata.modules.filter { !borrowed.contains($0.name) } }

    /// Every module of the kata under its name in the package.
    var packageModules: [String] { kata.modules.map(packageName) }

    /// Borrows from `other` (the solution) every module this variant leaves
    /// as it is: no file of its own in it, none removed, and every module
    /// of the kata below it borrowed too.
    mutating func borrowUnchanged(from other: Member) {
      guard let overlay = overlays.last, other.kata == kata else { return }
      var unchanged = Set<String>()
      for kataModule in kata.modules {
        let folder = overlay.appendingPathComponent(kataModule.folder)
        let touched =
          kataModule.folder.isEmpty || !FolderSync.swiftFiles(in: folder).isEmpty
          || removed.subtracting(other.removed).contains { kataModule.file(at: $0) != nil }
        let below = kata.modulesBelow(kataModule)
        if !touched && below.isSubset(of: unchanged) { unchanged.insert(kataModule.name) }
      }
      borrowed = unchanged
      lender = unchanged.isEmpty ? nil : other.module
    }

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

    /// A wrong solution: its patch applied to the reference solution, the
    /// files it changes written to a folder laid over the solution's.
    static func wrong(_ wrong: WrongSolution, of kata: Kata, in kit: Kit) throws -> Member {
      var member = solution(of: kata, in: kit, module: wrong.module(of: kata))
      let patch = WrongPatch(kit: kit, kata: kata, wrong: wrong)
      member.removed.formUnion(try patch.materialize())
      member.overlays.append(patch.folder)
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
      // A session suite plays the driver compiled against this variant.
      return text.replacingOccurrences(
        of: "import \(Kata.learnerSessionModule(of: kata.module))\n",
        with: "import \(Kata.learnerSessionModule(of: module))\n")
    }
  }
}

extension ScratchPackage {
  /// Where the package holds its copy of `path` (relative to the kata's
  /// workbench), a file of `kataModule`, for `member`: what its build
  /// compiles.
  func copy(of path: String, in kataModule: KataModule, for member: Member) -> URL? {
    guard let file = kataModule.file(at: path) else { return nil }
    return folder.appendingPathComponent("Sources/\(member.packageName(of: kataModule))/\(file)")
  }
}
