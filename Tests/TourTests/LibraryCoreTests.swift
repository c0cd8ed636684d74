import Foundation
import Testing

@testable import TourKit

/// The two library modules' `Core/` folders are where a learner starts
/// reading (see `ReadingPaths`), so each must be short enough to read in a
/// sitting, and the command bus's must stand alone: every type it names is
/// declared in it, in the standard library or in Foundation. What the core
/// does not know about (the journal, the listeners, the event log, the
/// type index) is plugged in from outside by the standard bus.
@Suite("Library cores")
struct LibraryCoreTests {
  static let lineBudget = 700

  @Test(
    "Each library core is at most 700 lines",
    arguments: ["CommandBus/Core", "ResourceObservation/Core"])
  func coreFitsTheBudget(core: String) throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let files = try Self.swiftFiles(in: kit.patterns.appendingPathComponent(core))
    try #require(!files.isEmpty, "Sources/Patterns/\(core) holds no Swift file")
    let lines = try files.reduce(0) { total, file in
      total + (try String(contentsOf: file, encoding: .utf8)).filter { $0 == "\n" }.count
    }
    #expect(
      lines <= Self.lineBudget,
      """
      Sources/Patterns/\(core) has \(lines) lines; a core is read first, in one \
      sitting, so it stays within \(Self.lineBudget). Move what is not the pattern \
      itself to a folder beside it.
      """)
  }

  @Test("CommandBus/Core names no type declared outside it")
  func commandBusCoreStandsAlone() throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let module = kit.patterns.appendingPathComponent("CommandBus")
    let core = module.appendingPathComponent("Core")
    let coreFiles = try Self.swiftFiles(in: core)
    try #require(!coreFiles.isEmpty, "Sources/Patterns/CommandBus/Core holds no Swift file")
    // Every type the module and the toolkit under it declare outside Core/,
    // less any name Core/ declares itself (a private `State` in each).
    let outside =
      try Self.swiftFiles(in: module).filter { !$0.path.hasPrefix(core.path + "/") }
      + Self.swiftFiles(in: kit.patterns.appendingPathComponent("HeadlessKit"))
      + Self.swiftFiles(in: kit.patterns.appendingPathComponent("HeadlessNetworking"))
    let declaredInCore = try Set(
      coreFiles.flatMap { try Self.declaredTypes(in: Self.code(of: $0)) })
    let declaredOutside = try Set(outside.flatMap { try Self.declaredTypes(in: Self.code(of: $0)) })
    let foreign = declaredOutside.subtracting(declaredInCore)
    try #require(foreign.contains("CommandJournal"), "the scan found none of the outside types")

    for file in coreFiles {
      let code = try Self.code(of: file)
      for (number, line) in code.components(separatedBy: "\n").enumerated() {
        let named = Self.identifiers(in: line).filter(foreign.contains)
        for name in named {
          Issue.record(
            """
            CommandBus/Core/\(file.lastPathComponent):\(number + 1) names \(name), which is \
            declared outside Core/. Plug it in from outside (StandardBus/, or an observer), \
            or move it into Core/.
            """)
        }
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("import "),
          !line.contains("import Foundation")
        {
          let place = "CommandBus/Core/\(file.lastPathComponent):\(number + 1)"
          Issue.record("\(place): \(line); Core/ imports Foundation only")
        }
      }
    }
  }

  // MARK: Reading Swift, roughly

  static func swiftFiles(in folder: URL) throws -> [URL] {
    let names = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  /// The file's code with its comments blanked out (line breaks kept, so
  /// line numbers hold). String literals are kept: a type named in one is
  /// reported too, which errs on the safe side.
  static func code(of file: URL) throws -> String {
    stripComments(try String(contentsOf: file, encoding: .utf8))
  }

  static func stripComments(_ source: String) -> String {
    var result = ""
    var characters = Array(source)[...]
    var inString = false
    while let character = characters.first {
      let next = characters.dropFirst().first
      if inString {
        result.append(character)
        characters = characters.dropFirst()
        if character == "\\", let escaped = characters.first {
          result.append(escaped)
          characters = characters.dropFirst()
        } else if character == "\"" || character == "\n" {
          inString = false
        }
      } else if character == "/", next == "/" {
        // A line comment (doc comments too): up to the end of the line.
        while let first = characters.first, first != "\n" { characters = characters.dropFirst() }
      } else if character == "/", next == "*" {
        characters = characters.dropFirst(2)
        while !characters.isEmpty, !(characters.first == "*" && characters.dropFirst().first == "/")
        {
          if characters.first == "\n" { result.append("\n") }
          characters = characters.dropFirst()
        }
        characters = characters.dropFirst(2)
      } else {
        inString = character == "\""
        result.append(character)
        characters = characters.dropFirst()
      }
    }
    return result
  }

  /// The names of the types `code` declares: classes, structs, enums,
  /// protocols, actors, type aliases and associated types, nested ones too.
  /// A declaration starts its line, after attributes and modifiers.
  static func declaredTypes(in code: String) -> [String] {
    let keywords: Set = [
      "class", "struct", "enum", "protocol", "actor", "typealias", "associatedtype",
    ]
    let modifiers: Set = [
      "public", "internal", "fileprivate", "private", "package", "open", "final", "indirect",
      "nonisolated",
    ]
    var names: [String] = []
    for line in code.components(separatedBy: "\n") {
      let words = line.split(separator: " ").drop {
        $0.hasPrefix("@") || modifiers.contains(String($0))
      }
      guard let keyword = words.first, keywords.contains(String(keyword)),
        let name = identifiers(in: String(words.dropFirst().first ?? "")).first,
        name.first?.isUppercase == true
      else { continue }
      names.append(name)
    }
    return names
  }

  /// The identifiers on a line, in order.
  static func identifiers(in line: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in line {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words.filter { $0.first?.isNumber == false }
  }
}
