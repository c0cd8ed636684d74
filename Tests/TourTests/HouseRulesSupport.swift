import Foundation

@testable import TourKit

/// Small learner files, written to a folder of their own and held to the
/// house rules the way `check` holds a kata's workbench.
struct HouseRulesSandbox {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("house-rules-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }

  /// Writes `code` as `name` and returns the file's address.
  func write(_ code: String, as name: String) throws -> URL {
    let file = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try code.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  /// A one-file program of module `Kata`, which may import HeadlessKit
  /// and, when `publicNames` is given, sits below a seam that offers them;
  /// `offLimits` are toolkit names it may not use.
  /// `tests` and `reference`, when given, are a kata's tests and its
  /// starter or solution, for the rule that keeps the tests' names theirs.
  func program(
    _ code: String, name: String = "Code.swift", module: String = "Kata",
    imports: Set<String> = ["HeadlessKit"], publicNames: Set<String>? = nil,
    offLimits: Set<String>? = nil, tests: String? = nil, reference: String? = nil
  ) throws -> HouseRules.Program {
    let folder = UUID().uuidString
    let file = try write(code, as: "\(folder)/\(name)")
    let source = HouseRules.Source(
      file: file, module: module, allowedImports: HouseRules.standardImports.union(imports),
      publicNames: publicNames, offLimits: offLimits)
    return HouseRules.Program(
      sources: [source],
      tests: try tests.map { [try write($0, as: "\(folder)-tests/Step1Tests.swift")] } ?? [],
      reference: try reference.map { [try write($0, as: "\(folder)-reference/App.swift")] } ?? [])
  }

  /// The findings for `code` alone.
  func findings(_ code: String, forms: [SwiftParser.Form] = [.json, .sExpression]) throws
    -> [HouseRuleFinding]
  {
    try HouseRules.check([program(code)], scratch: folder, forms: forms)
  }

  /// Findings as "rule@line", the shortest thing to compare.
  func summary(_ code: String, forms: [SwiftParser.Form] = [.json, .sExpression]) throws -> [String]
  {
    try findings(code, forms: forms).map { "\($0.rule.rawValue)@\($0.line)" }
  }
}
