import Foundation
import Testing

@testable import TourKit

/// A kit on disk with a toolkit module and two katas, in a folder of its own,
/// for preparing the check package without building it.
private struct TwoKatas {
  let kit: Kit
  let alpha: Kata
  let beta: Kata

  init() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("check-package-\(UUID().uuidString)")
    kit = Kit(root: root)
    try write("public struct Toolkit {}\n", to: kit.patterns.appendingPathComponent("Kit/A.swift"))
    alpha = try Self.kata("alpha-kata", module: "AlphaKata", in: kit)
    beta = try Self.kata("beta-kata", module: "BetaKata", in: kit)
  }

  /// Writes a kata's workbench and tests, and returns the kata.
  static func kata(_ id: String, module: String, in kit: Kit) throws -> Kata {
    let json = """
      {"id": "\(id)", "title": "\(id)", "pattern": "delegation", "module": "\(module)",
       "files": ["Code.swift"], "dependencies": ["Kit"],
       "steps": [{"suite": "Step1", "title": "First", "failsOnStarter": true}]}
      """
    let kata = try JSONDecoder().decode(Kata.self, from: Data(json.utf8))
    let paths = kata.paths(in: kit)
    try write("let code = 1\n", to: paths.workbench.appendingPathComponent("Code.swift"))
    try write("import \(module)\n", to: paths.tests.appendingPathComponent("Step1.swift"))
    return kata
  }

  var package: URL { kit.scratch.appendingPathComponent(KataCheck.folderName) }

  func manifest() throws -> String {
    try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
  }

  /// When the file in the check package was last written.
  func written(_ path: String) throws -> Date? {
    let attributes = try FileManager.default.attributesOfItem(
      atPath: package.appendingPathComponent(path).path)
    return attributes[.modificationDate] as? Date
  }

  func remove() { try? FileManager.default.removeItem(at: kit.root) }
}

@Suite("One check package for every kata: the toolkit once, the kata being checked alone")
struct CheckPackageTests {
  @Test("The manifest declares the toolkit, the kata being checked and its tests, nothing else")
  func manifestForOneKata() throws {
    let kit = try TwoKatas()
    defer { kit.remove() }
    try KataCheck(kit: kit.kit, kata: kit.alpha).prepare()
    let manifest = try kit.manifest()
    #expect(manifest.contains(".target(name: \"Kit\")"), "the toolkit is missing: \(manifest)")
    #expect(
      manifest.contains(".target(name: \"AlphaKata\", dependencies: [\"Kit\"])"),
      "the kata is missing: \(manifest)")
    #expect(
      manifest.contains(".testTarget(name: \"AlphaKataTests\""),
      "its tests are missing: \(manifest)")
    #expect(!manifest.contains("BetaKata"), "another kata is declared: \(manifest)")
  }

  @Test("Switching katas keeps the other kata's copies, untouched, outside the manifest")
  func switchingKeepsCopies() throws {
    let kit = try TwoKatas()
    defer { kit.remove() }
    let alphaCheck = KataCheck(kit: kit.kit, kata: kit.alpha)
    try alphaCheck.prepare()
    let toolkit = try kit.written("Sources/Kit/A.swift")
    let alpha = try kit.written("Sources/AlphaKata/Code.swift")
    let alphaTests = try kit.written("Tests/AlphaKataTests/Step1.swift")

    try KataCheck(kit: kit.kit, kata: kit.beta).prepare()
    let manifest = try kit.manifest()
    #expect(manifest.contains("BetaKataTests"), "beta is not declared: \(manifest)")
    #expect(!manifest.contains("AlphaKata"), "alpha is still declared: \(manifest)")

    try alphaCheck.prepare()
    // Unchanged dates are what let SwiftPM keep the compiled objects.
    #expect(try kit.written("Sources/AlphaKata/Code.swift") == alpha, "alpha was copied again")
    #expect(try kit.written("Tests/AlphaKataTests/Step1.swift") == alphaTests)
    #expect(try kit.written("Sources/Kit/A.swift") == toolkit, "the toolkit was copied again")
    #expect(try kit.written("Sources/BetaKata/Code.swift") != nil, "beta's copy was deleted")
  }

  @Test("A learner's edit reaches the package; the learner's own files are only read")
  func editsReachThePackage() throws {
    let kit = try TwoKatas()
    defer { kit.remove() }
    let check = KataCheck(kit: kit.kit, kata: kit.alpha)
    try check.prepare()
    let file = kit.alpha.paths(in: kit.kit).workbench.appendingPathComponent("Code.swift")
    try write("let code = 2 // edited\n", to: file)
    let before = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate]
    try check.prepare()
    let copy = kit.package.appendingPathComponent("Sources/AlphaKata/Code.swift")
    #expect(try String(contentsOf: copy, encoding: .utf8) == "let code = 2 // edited\n")
    let after = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate]
    #expect(before as? Date == after as? Date, "the learner's file was written")
  }

  @Test("A file the kata provides is built from the kit's copy, whatever the workbench holds")
  func providedFilesComeFromTheKit() throws {
    let kit = try TwoKatas()
    defer { kit.remove() }
    let paths = kit.alpha.paths(in: kit.kit)
    try write("let code = 1\n", to: paths.starter.appendingPathComponent("Code.swift"))
    try write("let fake = 1\n", to: paths.starter.appendingPathComponent("Fakes/Fake.swift"))
    try write(
      "let fake = 2 // rewritten\n", to: paths.workbench.appendingPathComponent("Fakes/Fake.swift"))
    try write("let code = 3\n", to: paths.workbench.appendingPathComponent("Code.swift"))
    #expect(kit.alpha.providedFiles(in: kit.kit) == ["Fakes/Fake.swift"])
    #expect(kit.alpha.editedProvidedFiles(in: kit.kit) == ["Fakes/Fake.swift"])
    try KataCheck(kit: kit.kit, kata: kit.alpha).prepare()
    let sources = kit.package.appendingPathComponent("Sources/AlphaKata")
    #expect(
      try String(contentsOf: sources.appendingPathComponent("Fakes/Fake.swift"), encoding: .utf8)
        == "let fake = 1\n", "the workbench's rewritten fake was built")
    #expect(
      try String(contentsOf: sources.appendingPathComponent("Code.swift"), encoding: .utf8)
        == "let code = 3\n", "the learner's own file did not reach the package")
    try FileManager.default.removeItem(at: paths.workbench.appendingPathComponent("Fakes"))
    try KataCheck(kit: kit.kit, kata: kit.alpha).prepare()
    #expect(
      FileManager.default.fileExists(
        atPath: sources.appendingPathComponent("Fakes/Fake.swift").path),
      "a provided file deleted from the workbench was left out of the build")
  }

  @Test("The house rules judge what the build compiles, and name the learner's files")
  func rulesReadWhatIsBuilt() throws {
    let kit = try TwoKatas()
    defer { kit.remove() }
    let paths = kit.alpha.paths(in: kit.kit)
    try write("let code = 1\n", to: paths.starter.appendingPathComponent("Code.swift"))
    try write("let fake = 1\n", to: paths.starter.appendingPathComponent("Fakes/Fake.swift"))
    // A store in the provided fake is not built, so not judged; the one in
    // the learner's own file is both.
    try write("var fake = 2\n", to: paths.workbench.appendingPathComponent("Fakes/Fake.swift"))
    try write("var code = 3\n", to: paths.workbench.appendingPathComponent("Code.swift"))
    let check = KataCheck(kit: kit.kit, kata: kit.alpha)
    let member = try check.prepare()
    let program = check.houseRulesProgram(of: member)
    #expect(
      program.sources.allSatisfy { $0.file.path.hasPrefix(kit.package.path) },
      "the rules read \(program.sources.map(\.file.path)), not the package's copies")
    let findings = try HouseRules.check(
      [program], scratch: kit.kit.scratch.appendingPathComponent("house-rules"))
    #expect(
      findings.map { "\(kit.kit.relative($0.file)):\($0.line)" }
        == [kit.kit.relative(paths.workbench.appendingPathComponent("Code.swift")) + ":1"])
  }

  @Test("The first check clears away the per-kata packages of earlier versions, nothing else")
  func removesOlderPackages() throws {
    let kit = try TwoKatas()
    defer { kit.remove() }
    let older = kit.kit.scratch.appendingPathComponent("check-alpha-kata/.build")
    let verify = kit.kit.scratch.appendingPathComponent("verify-katas/.build")
    for folder in [older, verify] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try KataCheck(kit: kit.kit, kata: kit.alpha).prepare()
    #expect(!FileManager.default.fileExists(atPath: older.path), "the old package is still there")
    #expect(FileManager.default.fileExists(atPath: verify.path), "verify's package was removed")
  }
}
