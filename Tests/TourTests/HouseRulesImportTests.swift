import Foundation
import Testing

@testable import TourKit

/// The import rule: a file imports only what its module may (Foundation,
/// Observation, Synchronization and its declared dependencies), and never
/// opens a module's insides.
@Suite("House rules: imports")
struct HouseRulesImportTests {
  static let imports: [(String, [String])] = [
    ("import Glibc\n", ["imports@1"]),
    ("import Foundation\n@testable import HeadlessKit\n", ["imports@2"]),
    ("@_implementationOnly import HeadlessKit\n", ["imports@1"]),
    ("@_spi(Internal) import HeadlessKit\n", ["imports@1"]),
    ("@_exported import Foundation\n", ["imports@1"]),
    ("import struct Darwin.FILE\n", ["imports@1"]),
    ("import Foundation\nimport Glibc\n@testable import Darwin\n", ["imports@2", "imports@3"]),
  ]

  @Test("An undeclared or opening import is refused, on its line", arguments: imports)
  func importIsRefused(code: String, expected: [String]) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    #expect(try sandbox.summary(code) == expected, "\(code)")
  }

  static let allowed = [
    "import Foundation\nimport HeadlessKit\nimport Observation\nimport Synchronization\n",
    "@preconcurrency import Foundation\npublic import HeadlessKit\n",
    "// import Glibc\n// @testable import HeadlessKit\nlet text = \"import Darwin\"\n",
  ]

  @Test("Declared imports, and imports in comments or strings, pass", arguments: allowed)
  func allowedImportPasses(code: String) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    #expect(try sandbox.summary(code) == [], "\(code)")
  }

  @Test("A module that imports its own client is refused, by name")
  func moduleImportsItsClient() throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    let list = try sandbox.program(
      "import Foundation\nimport FeedApp\n", name: "ListView.swift", module: "ListKit", imports: [])
    let app = try sandbox.program(
      "import ListKit\nimport HeadlessKit\n", name: "Feed.swift", module: "FeedApp",
      imports: ["ListKit", "HeadlessKit"])
    let findings = try HouseRules.check([list, app], scratch: sandbox.folder)
    #expect(findings.count == 1, "\(findings)")
    let finding = try #require(findings.first)
    #expect(finding.file.lastPathComponent == "ListView.swift" && finding.line == 2)
    #expect(finding.what.contains("`import FeedApp`") && finding.what.contains("ListKit"))
  }
}
