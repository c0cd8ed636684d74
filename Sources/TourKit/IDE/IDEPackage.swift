import Foundation

/// A kata as a Swift package of its own, `.tour/ide/<kata>/`, for Xcode or
/// VS Code: there the kata's tests run as tests, with failures shown on the
/// lines that failed.
///
/// The kit's own package cannot do that: it leaves the kata tests out on
/// purpose (see CONTRIBUTING.md). This package holds one kata, as a check
/// does, but where a check *copies* the files, this one *links* them:
///
/// - **The workbench** is linked as a whole folder, so every save lands in
///   `Sources/Katas/<Kata>`, the folder `check` reads. (A link per file
///   would not do: editors that save by writing a new file and renaming it
///   over the old one would replace the link with a copy.) A file added or
///   deleted in the workbench is part of the package at once.
/// - **The tests** are linked as a whole folder too, though the learner
///   should not edit them. One copy of the kata's specification means the
///   editor runs exactly the tests `check` runs, failures and breakpoints
///   land in the kit's own test files, and nothing goes stale when the kit
///   is updated. The price: a test changed in the editor changes the kit's
///   test, which `check` then runs too. `open` says to leave them alone.
/// - **The toolkit** folders the kata builds on, the same a check copies.
///
/// Everything written here lies under `.tour/ide/<kata>`; the learner's
/// files are only ever pointed at.
struct IDEPackage {
  /// One link of the package: its path inside the package, and the folder
  /// (or file) of the kit it points to.
  struct Link: Equatable {
    let path: String
    let destination: URL
  }

  let kit: Kit
  let kata: Kata

  /// `.tour/ide/<kata>`. Not under `.tour/build`, which a learner may delete
  /// to reclaim space, and which `PATTERNS_TOUR_BUILD` may move elsewhere.
  var folder: URL { kit.tourFolder.appendingPathComponent("ide/\(kata.id)") }

  var manifestFile: URL { folder.appendingPathComponent("Package.swift") }

  /// What the package links: the folders a check builds (the toolkit
  /// folders the kata depends on, its workbench, its tests) and the brief,
  /// so the story and its steps are at hand in the editor.
  var links: [Link] {
    let paths = kata.paths(in: kit)
    return Toolkit.closure(of: kata.dependencies).map {
      Link(path: "Sources/\($0)", destination: kit.patterns.appendingPathComponent($0))
    }
      + kata.modules.map {
        Link(
          path: "Sources/\($0.name)",
          destination: paths.workbench.appendingPathComponent($0.folder))
      } + [
        Link(path: "Tests/\(kata.testModule)", destination: paths.tests),
        Link(path: "README.md", destination: paths.brief),
      ]
  }

  /// The first thing the package would link that is not in the kit, if
  /// any: a link to nothing would only confuse the editor.
  var missing: Link? {
    links.first { !FileManager.default.fileExists(atPath: $0.destination.path) }
  }

  /// Something in the package that `open` did not make, and left alone.
  struct Kept: Equatable {
    /// Its path inside the package ("Sources/DemoKata").
    let path: String
    /// The link `open` would have put there, if it is in that link's way;
    /// nil for a leftover that is in nobody's way.
    let inTheWayOf: Link?
  }

  /// Writes the links and the manifest, and removes links left over from an
  /// earlier `open` (a toolkit folder the kata no longer builds on). Links
  /// and a manifest that are already right are left alone, so an editor
  /// with the package open reloads only when something changed.
  ///
  /// Only links `open` made are removed or replaced. Anything else (a real
  /// folder where a link should be, a folder or link the learner added) is
  /// kept and returned, for `open` to report.
  func prepare() throws -> [Kept] {
    let manager = FileManager.default
    try FileSteps.makeFolder(folder)
    try FileSteps.sweepPartials(in: folder)
    var kept: [Kept] = []
    for link in links {
      let outcome = try FolderLink.make(
        folder.appendingPathComponent(link.path), to: link.destination)
      if outcome == .keptInTheWay { kept.append(Kept(path: link.path, inTheWayOf: link)) }
    }
    let wanted = Set(links.map(\.path))
    for area in ["Sources", "Tests"] {
      let present =
        (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(area).path)) ?? []
      for name in present.sorted() where !wanted.contains("\(area)/\(name)") {
        let item = folder.appendingPathComponent("\(area)/\(name)")
        if isMadeByOpen(item) {
          try FileSteps.removeLink(item)
        } else {
          kept.append(Kept(path: "\(area)/\(name)", inTheWayOf: nil))
        }
      }
    }
    let manifest = Data(manifest().utf8)
    if (try? Data(contentsOf: manifestFile)) != manifest {
      try FileSteps.write(manifest, to: manifestFile)
    }
    return kept
  }

  /// Whether `item` is a link `open` made: one into the folders it links
  /// to (the toolkit, a workbench, a kata's tests or exercise). `open`
  /// keeps no list of what it made; where a link points says it.
  func isMadeByOpen(_ item: URL) -> Bool {
    guard let target = FolderLink.target(of: item)?.path else { return false }
    let roots = [kit.root.standardizedFileURL, kit.root.resolvingSymlinksInPath()]
    let areas = roots.flatMap { root in
      ["Sources/Patterns", "Sources/Katas", "Tests/KataTests", "Exercises"].map {
        root.appendingPathComponent($0).standardizedFileURL.path + "/"
      }
    }
    return areas.contains { target.hasPrefix($0) }
  }

  /// The package's manifest. The kata's module is also a library product,
  /// so Xcode makes a scheme for it whose test action holds the kata's tests.
  func manifest() -> String {
    let toolkit = Toolkit.closure(of: kata.dependencies)
    let modules = kata.modules.map { "\"\($0.name)\"" }
    let names = kata.dependencies.sorted().map { "\"\($0)\"" }
    var targets = toolkit.map {
      target(".target", $0, dependencies: (Toolkit.dependencies[$0] ?? []).map { "\"\($0)\"" })
    }
    for module in kata.modules {
      targets.append(
        target(".target", module.name, dependencies: module.dependencies.map { "\"\($0)\"" }))
    }
    targets.append(target(".testTarget", kata.testModule, dependencies: modules + names))
    return """
      // swift-tools-version:6.0
      // Made by `patterns-tour open \(kata.id)`, and made again by every open:
      // change the kit, not this file. The folders under Sources and Tests are
      // links to the kit's own, so your edits land in Sources/Katas/\(kata.module).
      import PackageDescription

      let package = Package(
        name: "\(kata.id)",
        platforms: [.macOS(.v15)],
        products: [.library(name: "\(kata.module)", targets: [\(modules.joined(separator: ", "))])],
        targets: [
      \(targets.map { "    \($0)," }.joined(separator: "\n"))
        ],
        swiftLanguageModes: [.v6]
      )

      """
  }

  /// One target's declaration. Files in its folder that are not Swift (a
  /// toolkit folder's README) are excluded, as the kit's own manifest does,
  /// or SwiftPM would warn about them on every build.
  private func target(_ kind: String, _ name: String, dependencies: [String]) -> String {
    let area = kind == ".testTarget" ? "Tests" : "Sources"
    let linked = links.first { $0.path == "\(area)/\(name)" }?.destination
    let excluded = linked.map(Self.filesOtherThanSwift) ?? []
    var declaration = "\(kind)(name: \"\(name)\""
    if !dependencies.isEmpty {
      declaration += ", dependencies: [\(dependencies.joined(separator: ", "))]"
    }
    if !excluded.isEmpty {
      declaration += ", exclude: [\(excluded.map { "\"\($0)\"" }.joined(separator: ", "))]"
    }
    return declaration + ")"
  }

  /// The files under `folder` that SwiftPM would not know what to do with,
  /// relative to it and sorted. Hidden files (`.DS_Store`) it skips itself.
  static func filesOtherThanSwift(in folder: URL) -> [String] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    let base = folder.resolvingSymlinksInPath().standardizedFileURL.path + "/"
    var files: [String] = []
    for case let url as URL in enumerator where url.pathExtension != "swift" {
      let path = url.resolvingSymlinksInPath().standardizedFileURL.path
      let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile ?? false
      guard isFile, path.hasPrefix(base) else { continue }
      files.append(String(path.dropFirst(base.count)))
    }
    return files.sorted()
  }
}
