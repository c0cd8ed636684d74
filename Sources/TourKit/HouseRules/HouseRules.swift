import Foundation

/// The house rules: what a learner's own files may not do, checked on the
/// compiler's parse of them before their tests run (see `HouseRule`).
///
/// A green check should mean the pattern is there. Behaviour tests see what
/// the code does, not the global it keeps on the side, the type name it
/// tests, or the process it ends; the parse sees all three.
enum HouseRules {
  /// A file held to the rules: where it is, the module it belongs to, and
  /// the modules it may import (its module's declared dependencies, and
  /// what every module may use).
  struct Source: Hashable, Sendable {
    let file: URL
    let module: String
    let allowedImports: Set<String>
  }

  /// Files checked together: a kata (or an example app), whose `sources`
  /// are held to the rules, and the modules they build on, `context`,
  /// read only for what they declare.
  struct Program: Sendable {
    var sources: [Source]
    var context: [URL] = []
  }

  /// The modules any file may import: Foundation, and the standard
  /// library's own modules for observation and locks.
  static let standardImports: Set<String> = ["Foundation", "Observation", "Synchronization"]

  /// Checks `programs`, parsing all their files in one run of the compiler
  /// (in the first of `forms` it can write); what their context declares
  /// is kept in `scratch` for the next check. Throws when the toolchain
  /// gives no parse (`SwiftParser.Failure`).
  static func check(
    _ programs: [Program], scratch: URL, forms: [SwiftParser.Form] = [.json, .sExpression]
  ) throws -> [HouseRuleFinding] {
    let cache = DeclarationsCache(folder: scratch)
    var contexts: [[URL]: DeclaredNames] = [:]
    var files: [URL] = []
    var seen = Set<URL>()
    for program in programs {
      if contexts[program.context] == nil {
        contexts[program.context] = cache.names(of: program.context)
      }
      let context = contexts[program.context] == nil ? program.context : []
      for file in program.sources.map(\.file) + context where seen.insert(file).inserted {
        files.append(file)
      }
    }
    let parsed = try SwiftParser(scratch: scratch, forms: forms).parse(files)
    let byFile = Dictionary(parsed.map { ($0.url, $0) }, uniquingKeysWith: { first, _ in first })
    for program in programs where contexts[program.context] == nil {
      let names = DeclaredNames(program.context.compactMap { byFile[$0] })
      cache.keep(names, of: program.context)
      contexts[program.context] = names
    }
    return programs.flatMap {
      judge($0, parsed: byFile, context: contexts[$0.context] ?? DeclaredNames())
    }
  }

  /// Holds one program's sources to the rules; `context` is what the
  /// modules it builds on declare.
  static func judge(_ program: Program, parsed: [URL: ParsedFile], context: DeclaredNames)
    -> [HouseRuleFinding]
  {
    let sources = program.sources.compactMap { parsed[$0.file] }
    let declarations = ProgramDeclarations(
      sources: sources, context: context, knownStores: GlobalStateRule.knownStores)
    var findings: [HouseRuleFinding] = []
    for source in program.sources {
      guard let file = parsed[source.file] else { continue }
      findings += HouseRuleWalk(file: file, source: source, declarations: declarations).findings
    }
    let order = Dictionary(uniqueKeysWithValues: HouseRule.allCases.enumerated().map { ($1, $0) })
    let sorted = findings.sorted {
      ($0.file.path, $0.line, order[$0.rule] ?? 0, $0.what)
        < ($1.file.path, $1.line, order[$1.rule] ?? 0, $1.what)
    }
    // One finding per line and rule: `FileManager.default.createFile(...)`
    // is one thing to change, not two.
    var unique: [HouseRuleFinding] = []
    for finding in sorted
    where !unique.contains(where: {
      $0.file == finding.file && $0.line == finding.line && $0.rule == finding.rule
    }) {
      unique.append(finding)
    }
    return unique
  }
}
