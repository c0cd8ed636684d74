import Foundation
import Testing

@testable import TourKit

@Suite("A kata split into modules along its seam")
struct KataModuleTests {
  static let manifest = """
    {"id": "feed", "title": "Feed", "pattern": "data-source", "module": "Feed",
     "files": ["FeedList/List.swift", "FeedApp/Screen.swift"],
     "modules": [
       {"name": "FeedList", "dependencies": ["HeadlessKit"],
        "seam": "A list that knows its feed can show nothing else."},
       {"name": "FeedApp", "dependencies": ["HeadlessKit", "FeedList"]}],
     "steps": [{"suite": "Step1", "title": "First", "failsOnStarter": true}]}
    """

  let kata: Kata
  let root: URL

  init() throws {
    kata = try JSONDecoder().decode(Kata.self, from: Data(Self.manifest.utf8))
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-modules-\(UUID().uuidString)")
    for (file, text) in [
      ("FeedList/List.swift", "public final class List {}\n"),
      ("FeedApp/Screen.swift", "import FeedList\nfinal class FeedScreen { let list = List() }\n"),
    ] {
      let url = root.appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  @Test("The toolkit is what the modules import outside the kata; each file has its module")
  func modulesAndFiles() {
    #expect(kata.dependencies == ["HeadlessKit"])
    #expect(kata.module(holding: "FeedList/List.swift")?.name == "FeedList")
    #expect(kata.module(holding: "FeedApp/Screen.swift")?.name == "FeedApp")
    #expect(kata.modulesBelow(kata.modules[1]) == ["FeedList"])
    #expect(kata.modulesBelow(kata.modules[0]).isEmpty)
  }

  @Test("A lower module naming the app's type is said to cross the seam, with the seam's reason")
  func upwardCrossing() throws {
    let crossing = try #require(
      SeamCrossing.find(
        message: "cannot find type 'FeedScreen' in scope", path: "FeedList/List.swift",
        kata: kata, root: root))
    #expect(crossing.kind == .upward)
    #expect(crossing.owner.name == "FeedApp")
    #expect(crossing.explanation.contains("A list that knows its feed can show nothing else."))
    let module = SeamCrossing.find(
      message: "no such module 'FeedApp'", path: "FeedList/List.swift", kata: kata, root: root)
    #expect(module?.owner.name == "FeedApp")
  }

  @Test("An app using what its lower module keeps internal is told to make it public")
  func internalName() {
    let crossing = SeamCrossing.find(
      message: "'List' is inaccessible due to 'internal' protection level",
      path: "FeedApp/Screen.swift", kata: kata, root: root)
    #expect(crossing?.kind == .notPublic)
  }

  @Test("A type the lower module keeps internal is a crossing, explained with its seam")
  func hiddenType() throws {
    try "struct Row {}\n".write(
      to: root.appendingPathComponent("FeedList/Row.swift"), atomically: true, encoding: .utf8)
    let crossing = try #require(
      SeamCrossing.find(
        message: "cannot find 'Row' in scope", path: "FeedApp/Screen.swift", kata: kata,
        root: root))
    #expect(crossing.kind == .notPublic)
    #expect(crossing.owner.name == "FeedList")
    #expect(crossing.explanation.contains("A list that knows its feed can show nothing else."))
    // A property of the same name, or a file that does not import the
    // module below, is an ordinary mistake.
    #expect(
      SeamCrossing.find(
        message: "cannot find 'row' in scope", path: "FeedApp/Screen.swift", kata: kata,
        root: root) == nil)
  }

  @Test("An ordinary error, or one in a kata of one module, is no crossing")
  func ordinaryErrors() throws {
    #expect(
      SeamCrossing.find(
        message: "cannot find 'posts' in scope", path: "FeedList/List.swift", kata: kata,
        root: root) == nil)
    let whole = try JSONDecoder().decode(Kata.self, from: Data(KataFilesTests.manifest.utf8))
    #expect(
      SeamCrossing.find(
        message: "cannot find type 'FeedScreen' in scope", path: "A.swift", kata: whole,
        root: root) == nil)
  }

  @Test("A check package declares each module under the variant's name, tests seeing them all")
  func manifestOfVariants() {
    let kit = Kit(root: root)
    let package = ScratchPackage(kit: kit, name: "P", folderName: "p")
    let member = ScratchPackage.Member(kata: kata, module: "FeedSolution", sources: root)
    let text = package.manifest(toolkit: ["HeadlessKit"], members: [member])
    #expect(text.contains(#".target(name: "FeedListSolution", dependencies: ["HeadlessKit"])"#))
    #expect(
      text.contains(
        #".target(name: "FeedAppSolution", dependencies: ["HeadlessKit", "FeedListSolution"])"#))
    #expect(
      text.contains(
        #"dependencies: ["FeedListSolution", "FeedAppSolution", "HeadlessKit"]"#))
    #expect(member.rewriteImports("import FeedList\nx") == "import FeedListSolution\nx")
  }

  @Test("A wrong solution that changes only the app borrows the solution's lower module")
  func borrowsUnchangedModules() throws {
    let kit = Kit(root: root)
    let wrongFolder = root.appendingPathComponent("wrong")
    try FileManager.default.createDirectory(
      at: wrongFolder.appendingPathComponent("FeedApp"), withIntermediateDirectories: true)
    try "final class FeedScreen {}\n".write(
      to: wrongFolder.appendingPathComponent("FeedApp/Screen.swift"), atomically: true,
      encoding: .utf8)
    let solution = ScratchPackage.Member(kata: kata, module: "FeedSolution", sources: root)
    var wrong = ScratchPackage.Member(
      kata: kata, module: "FeedWrongX", sources: root, overlays: [root, wrongFolder])
    wrong.borrowUnchanged(from: solution)
    #expect(wrong.borrowed == ["FeedList"])
    #expect(wrong.packageModules == ["FeedListSolution", "FeedAppWrongX"])
    let text = ScratchPackage(kit: kit, name: "P", folderName: "p")
      .manifest(toolkit: ["HeadlessKit"], members: [solution, wrong])
    #expect(!text.contains("FeedListWrongX"))
    #expect(
      text.contains(
        #".target(name: "FeedAppWrongX", dependencies: ["HeadlessKit", "FeedListSolution"])"#))

    var lowerChanged = ScratchPackage.Member(
      kata: kata, module: "FeedWrongY", sources: root,
      overlays: [root, root.appendingPathComponent("FeedList/..")])
    lowerChanged.borrowUnchanged(from: solution)
    #expect(lowerChanged.borrowed.isEmpty, "a change below means nothing is borrowed")
  }
}
