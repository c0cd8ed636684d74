import Foundation
import Testing

@testable import TourKit

/// A kit on disk with one kata, laid out as the real one is, for `open` to
/// link to: a toolkit folder with a README, the workbench, the tests and
/// the brief.
private struct LinkedKit {
  let kit: Kit
  let kata: Kata

  init(in folder: URL) throws {
    kit = Kit(root: folder)
    kata = try JSONDecoder().decode(Kata.self, from: Data(KataFilesTests.manifest.utf8))
    try write("public final class View {}\n", to: toolkit.appendingPathComponent("View.swift"))
    try write("# The toolkit\n", to: toolkit.appendingPathComponent("README.md"))
    try write(
      "public final class DownloadSession {}\n",
      to: kit.patterns.appendingPathComponent("HeadlessNetworking/DownloadSession.swift"))
    try write("let demo = 1\n", to: workbench.appendingPathComponent("A.swift"))
    try write(
      "import Testing\n", to: kata.paths(in: kit).tests.appendingPathComponent("Step1.swift"))
    try write("# Demo\n", to: kata.paths(in: kit).brief)
  }

  var toolkit: URL { kit.patterns.appendingPathComponent("HeadlessKit") }
  var workbench: URL { kata.paths(in: kit).workbench }
  var package: IDEPackage { IDEPackage(kit: kit, kata: kata) }

  /// Runs `body` on a fresh kit in a temporary folder, its kata opened.
  static func opened(_ body: (LinkedKit) throws -> Void) throws {
    try withTemporaryFolder { folder in
      let kit = try LinkedKit(in: folder)
      #expect(try kit.package.prepare() == [])
      try body(kit)
    }
  }

  /// The package's copy of a path: the same file seen through its link.
  func linked(_ path: String) -> URL { package.folder.appendingPathComponent(path) }
}

/// The path a link at `url` points to, as written (nil when it is no link).
private func linkText(_ url: URL) -> String? {
  try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)
}

private func resolved(_ url: URL) -> String {
  url.resolvingSymlinksInPath().standardizedFileURL.path
}

@Suite("open: a kata as a package an editor can open")
struct IDEPackageTests {
  @Test("The manifest declares the toolkit, the workbench and the tests, as check builds them")
  func manifest() throws {
    try LinkedKit.opened { kit in
      let manifest = try String(contentsOf: kit.package.manifestFile, encoding: .utf8)
      let declarations = [
        #".target(name: "HeadlessKit", dependencies: ["HeadlessNetworking"], exclude: ["README.md"]),"#,
        #".target(name: "HeadlessNetworking"),"#,
        #".target(name: "DemoKata", dependencies: ["HeadlessKit"]),"#,
        #".testTarget(name: "DemoKataTests", dependencies: ["DemoKata", "HeadlessKit"]),"#,
        #"products: [.library(name: "DemoKata", targets: ["DemoKata"])],"#,
        "swiftLanguageModes: [.v6]", "platforms: [.macOS(.v15)]", #"name: "demo-kata""#,
      ]
      for declaration in declarations {
        #expect(manifest.contains(declaration), "missing \(declaration) in:\n\(manifest)")
      }
    }
  }

  @Test("Each folder is a relative link to the kit's own: toolkit, workbench, tests, brief")
  func linksPointIntoTheKit() throws {
    try LinkedKit.opened { kit in
      let expected = [
        "Sources/HeadlessKit": kit.toolkit,
        "Sources/DemoKata": kit.workbench,
        "Tests/DemoKataTests": kit.kata.paths(in: kit.kit).tests,
        "README.md": kit.kata.paths(in: kit.kit).brief,
      ]
      for (path, destination) in expected {
        let text = try #require(linkText(kit.linked(path)), "\(path) is not a link")
        #expect(!text.hasPrefix("/"), "\(path) points at \(text): an absolute path")
        #expect(resolved(kit.linked(path)) == resolved(destination), "\(path) → \(text)")
      }
      let sources = try FileManager.default.contentsOfDirectory(
        atPath: kit.linked("Sources").path)
      #expect(sources.sorted() == ["DemoKata", "HeadlessKit", "HeadlessNetworking"])
    }
  }

  @Test(
    "An edit saved through the package, even by renaming a new file over the old, is the workbench's"
  )
  func editsLandInTheWorkbench() throws {
    try LinkedKit.opened { kit in
      // `.atomic` writes a new file and renames it over the old one, as
      // Xcode and many other editors save.
      try Data("let demo = 2\n".utf8).write(
        to: kit.linked("Sources/DemoKata/A.swift"), options: .atomic)
      let mine = try String(
        contentsOf: kit.workbench.appendingPathComponent("A.swift"), encoding: .utf8)
      #expect(mine == "let demo = 2\n", "the save did not reach Sources/Katas/DemoKata")
      #expect(linkText(kit.linked("Sources/DemoKata")) != nil, "the save replaced the link")
    }
  }

  @Test(
    "Files added to or deleted from the workbench are the package's too, and open again excludes new non-Swift files"
  )
  func workbenchChangesAreSeen() throws {
    try LinkedKit.opened { kit in
      try write("let added = 1\n", to: kit.workbench.appendingPathComponent("Added.swift"))
      try write("notes\n", to: kit.workbench.appendingPathComponent("Notes.txt"))
      try FileManager.default.removeItem(at: kit.workbench.appendingPathComponent("A.swift"))
      let seen = try FileManager.default.contentsOfDirectory(
        atPath: kit.linked("Sources/DemoKata").path)
      #expect(seen.sorted() == ["Added.swift", "Notes.txt"])

      #expect(try kit.package.prepare() == [])
      let manifest = try String(contentsOf: kit.package.manifestFile, encoding: .utf8)
      #expect(
        manifest.contains(
          #"name: "DemoKata", dependencies: ["HeadlessKit"], exclude: ["Notes.txt"]"#),
        "\(manifest)")
    }
  }

  @Test(
    "Opening again mends what changed and removes the links it left, never what it did not make"
  )
  func reopenRefreshes() throws {
    try LinkedKit.opened { kit in
      let package = kit.package
      let manager = FileManager.default
      // A link aimed elsewhere, a link open left to a toolkit folder the
      // kata no longer uses, a link of the learner's to a folder of theirs,
      // a real folder of theirs, and a hand-edited manifest.
      let keep = kit.kit.root.appendingPathComponent("Mine/Keep.swift")
      try write("let keep = 1\n", to: keep)
      try manager.removeItem(at: kit.linked("Sources/DemoKata"))
      try manager.createSymbolicLink(
        at: kit.linked("Sources/DemoKata"), withDestinationURL: kit.toolkit)
      try manager.createSymbolicLink(
        atPath: kit.linked("Sources/OldKit").path,
        withDestinationPath: FolderLink.relativePath(
          from: kit.linked("Sources"), to: kit.kit.patterns.appendingPathComponent("OldKit")))
      try manager.createSymbolicLink(
        at: kit.linked("Sources/OldKata"), withDestinationURL: keep.deletingLastPathComponent())
      try manager.createDirectory(
        at: kit.linked("Tests/OldTests"), withIntermediateDirectories: true)
      try manager.createSymbolicLink(
        at: kit.linked("Tests/OldTests/Mine"), withDestinationURL: keep.deletingLastPathComponent())
      try write("// changed by hand\n", to: package.manifestFile)

      let kept = try package.prepare()
      #expect(
        kept == [
          .init(path: "Sources/OldKata", inTheWayOf: nil),
          .init(path: "Tests/OldTests", inTheWayOf: nil),
        ])
      #expect(resolved(kit.linked("Sources/DemoKata")) == resolved(kit.workbench))
      #expect(linkText(kit.linked("Sources/OldKit")) == nil, "open's own leftover link is kept")
      #expect(linkText(kit.linked("Sources/OldKata")) != nil, "the learner's link was removed")
      #expect(manager.fileExists(atPath: kit.linked("Tests/OldTests/Mine/Keep.swift").path))
      #expect(try String(contentsOf: keep, encoding: .utf8) == "let keep = 1\n")
      #expect(FolderSync.swiftFiles(in: kit.toolkit) == ["View.swift"])
      #expect(try String(contentsOf: package.manifestFile, encoding: .utf8) == package.manifest())
      #expect(FolderSync.swiftFiles(in: kit.workbench) == ["A.swift"])
    }
  }

  @Test("A real folder where a link goes is kept, and said to be in that link's way")
  func keepsWhatIsInTheWay() throws {
    try LinkedKit.opened { kit in
      let copy = kit.linked("Sources/DemoKata")
      try FileManager.default.removeItem(at: copy)
      try write("let demo = 3 // edited in the copy\n", to: copy.appendingPathComponent("A.swift"))

      let kept = try kit.package.prepare()

      #expect(kept.map(\.path) == ["Sources/DemoKata"])
      #expect(kept.first?.inTheWayOf?.destination == kit.workbench)
      let text = try String(contentsOf: copy.appendingPathComponent("A.swift"), encoding: .utf8)
      #expect(text == "let demo = 3 // edited in the copy\n")
    }
  }

  @Test("Opening again with nothing changed rewrites nothing, so an open editor does not reload")
  func reopenLeavesWhatIsRight() throws {
    try LinkedKit.opened { kit in
      let manager = FileManager.default
      let past = Date(timeIntervalSince1970: 1_000_000)
      let manifest = kit.package.manifestFile.path
      try manager.setAttributes([.modificationDate: past], ofItemAtPath: manifest)
      let link = kit.linked("Sources/DemoKata")
      let before = try manager.attributesOfItem(atPath: link.path)[.systemFileNumber] as? Int

      #expect(try kit.package.prepare() == [])

      let date = try manager.attributesOfItem(atPath: manifest)[.modificationDate] as? Date
      #expect(date == past, "the manifest was written again")
      let after = try manager.attributesOfItem(atPath: link.path)[.systemFileNumber] as? Int
      #expect(before != nil && before == after, "the link was made again")
    }
  }

  @Test("What the package would link is checked first: a missing folder is named")
  func missingFolder() throws {
    try withTemporaryFolder { folder in
      let kit = try LinkedKit(in: folder)
      #expect(kit.package.missing == nil)
      try FileManager.default.removeItem(at: kit.kata.paths(in: kit.kit).tests)
      #expect(kit.package.missing?.path == "Tests/DemoKataTests")
    }
  }
}
