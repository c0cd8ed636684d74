import Foundation
import Testing

@testable import TourKit

/// The two library modules' `Core/` folders are where a learner starts
/// reading (see `ReadingPaths`), so each must be short enough to read in a
/// sitting, and stand alone: every type it names is declared in it, in the
/// standard library or in Foundation. What a
/// core does not know about (the command bus's journal, listeners, event
/// log and type index; resource observation's network, configuration,
/// pipeline and caches) is plugged in from outside by the standard bus or
/// service.
@Suite("Library cores")
struct LibraryCoreTests {
  static let lineBudget = 700

  /// Each library module, and a type declared outside its core that the
  /// scan must find (so an empty scan cannot pass).
  static let cores = [("CommandBus", "CommandJournal"), ("ResourceObservation", "NetworkRequest")]

  /// What a core may import: Foundation only (the command bus's locks are
  /// Foundation's `NSLock`, which the thread sanitizer sees).
  static let coreImports: Set = ["import Foundation"]

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

  @Test("Each library core names no type declared outside it", arguments: cores)
  func coreNamesNothingOutside(module name: String, sentinel: String) throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let module = kit.patterns.appendingPathComponent(name)
    let core = module.appendingPathComponent("Core")
    let coreFiles = try Self.swiftFiles(in: core)
    try #require(!coreFiles.isEmpty, "Sources/Patterns/\(name)/Core holds no Swift file")
    // Every type the module and the toolkit under it declare outside Core/,
    // less any name Core/ declares itself (a private `State`, say).
    let outside =
      try Self.swiftFiles(in: module).filter { !$0.path.hasPrefix(core.path + "/") }
      + Self.swiftFiles(in: kit.patterns.appendingPathComponent("HeadlessKit"))
      + Self.swiftFiles(in: kit.patterns.appendingPathComponent("HeadlessNetworking"))
      + Self.swiftFiles(in: kit.patterns.appendingPathComponent("BusSupport"))
    let declaredInCore = try Set(
      coreFiles.flatMap { try Self.declaredTypes(in: Self.code(of: $0)) })
    let declaredOutside = try Set(outside.flatMap { try Self.declaredTypes(in: Self.code(of: $0)) })
    let foreign = declaredOutside.subtracting(declaredInCore)
    try #require(foreign.contains(sentinel), "the scan found none of the outside types")

    for file in coreFiles {
      let code = try Self.code(of: file)
      let place = "\(name)/Core/\(file.lastPathComponent)"
      for (number, line) in code.components(separatedBy: "\n").enumerated() {
        for foreignName in Self.identifiers(in: line).filter(foreign.contains) {
          Issue.record(
            """
            \(place):\(number + 1) names \(foreignName), which is declared outside Core/. \
            Plug it in from outside (an extension point the core declares), or move it \
            into Core/.
            """)
        }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("import "), !Self.coreImports.contains(trimmed) {
          Issue.record(
            "\(place):\(number + 1): \(line); Core/ imports Foundation only")
        }
      }
    }
  }

  /// The names check reads roughly; the compiler reads exactly. The script
  /// type-checks the core with no other file of the kit, so a call to a
  /// method declared outside it fails too.
  @Test("Each library core type-checks on its own", arguments: cores.map(\.0))
  func coreTypeChecksAlone(module: String) throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let script = kit.root.appendingPathComponent("scripts/core-stands-alone.sh")
    let run = try ProcessRunner.run("/bin/bash", [script.path, module], timeLimit: 600)
    #expect(
      run.succeeded,
      """
      scripts/core-stands-alone.sh \(module) failed: Sources/Patterns/\(module)/Core does \
      not compile on its own, or is over budget. It said:
      \(run.output)
      """)
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
