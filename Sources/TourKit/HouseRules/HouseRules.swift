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
    /// What the module may make public, when it sits below a seam; nil
    /// when anything may be (see `BoundaryRule`).
    var publicNames: Set<String>? = nil
    /// Toolkit names the module may not use (see `ToolkitShortcutRule`).
    var offLimits: Set<String>? = nil
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
  /// (in the first of `forms` it can write). What a program builds on
  /// declares, and what each file was found to do, are kept in `scratch`,
  /// so the next check parses only what changed. Throws when the toolchain
  /// gives no parse (`SwiftParser.Failure`).
  static func check(
    _ programs: [Program], scratch: URL, forms: [SwiftParser.Form] = [.json, .sExpression]
  ) throws -> [HouseRuleFinding] {
    let contexts = DeclarationsCache(folder: scratch)
    let judged = JudgedFiles(folder: scratch.appendingPathComponent("files"))
    var records: [URL: JudgedFiles.Record] = [:]
    var contextNames: [[URL]: DeclaredNames] = [:]
    var wanted: [URL] = []
    for program in programs {
      if contextNames[program.context] == nil, let names = contexts.names(of: program.context) {
        contextNames[program.context] = names
      }
      if contextNames[program.context] == nil { wanted += program.context }
      for source in program.sources {
        if let record = judged.record(of: source.file) {
          records[source.file] = record
        } else {
          wanted.append(source.file)
        }
      }
    }
    let parser = SwiftParser(scratch: scratch, forms: forms)
    var parsed = try parse(wanted, with: parser)
    for program in programs where contextNames[program.context] == nil {
      let names = DeclaredNames(program.context.compactMap { parsed[$0] })
      contexts.keep(names, of: program.context)
      contextNames[program.context] = names
    }
    var findings: [HouseRuleFinding] = []
    var digests: [URL: String] = [:]
    for program in programs {
      var summaries: [FileSummary] = []
      for source in program.sources {
        if let record = records[source.file] {
          summaries.append(record.summary)
          digests[source.file] = record.summaryDigest
        } else if let file = parsed[source.file] {
          let summary = FileSummary(file)
          summaries.append(summary)
          digests[source.file] = summary.digest
        }
      }
      let declarations = ProgramDeclarations(
        sources: summaries, context: contextNames[program.context] ?? DeclaredNames(),
        knownStores: GlobalStateRule.knownStores)
      // What every file's findings depend on besides its own text: what the
      // program and its context declare, and the forms of the parse.
      let shared =
        program.sources.map { digests[$0.file] ?? "" } + [
          FileStamp.of(program.context) ?? "", forms.map(\.rawValue).joined(separator: ","),
        ]
      func basis(of source: Source) -> String {
        FileStamp.hash(
          (shared + [source.module] + source.allowedImports.sorted()
            + (source.publicNames.map { ["public:"] + $0.sorted() } ?? [])
            + (source.offLimits.map { ["off limits:"] + $0.sorted() } ?? [])).joined(
              separator: "\n"))
      }
      // A file is judged again only when what it was judged with changed.
      let stale = program.sources.filter { records[$0.file]?.basis != basis(of: $0) }
      let unread = stale.map(\.file).filter { parsed[$0] == nil }
      if !unread.isEmpty { parsed.merge(try parse(unread, with: parser)) { $1 } }
      for source in program.sources {
        if let record = records[source.file], !stale.contains(source) {
          findings += record.findings
          continue
        }
        guard let file = parsed[source.file] else { continue }
        let found = judge(file, as: source, with: declarations)
        judged.keep(
          FileSummary(file), digest: digests[source.file] ?? "", basis: basis(of: source),
          findings: found, of: source.file)
        findings += found
      }
    }
    return ordered(findings)
  }

  private static func parse(_ files: [URL], with parser: SwiftParser) throws -> [URL: ParsedFile] {
    var seen = Set<URL>()
    let parsed = try parser.parse(files.filter { seen.insert($0).inserted })
    return Dictionary(parsed.map { ($0.url, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Holds one file to the rules, with its program's `declarations`.
  static func judge(
    _ file: ParsedFile, as source: Source, with declarations: ProgramDeclarations
  ) -> [HouseRuleFinding] {
    ordered(HouseRuleWalk(file: file, source: source, declarations: declarations).findings)
  }

  /// Findings by file, line and rule, one per line and rule:
  /// `FileManager.default.createFile(...)` is one thing to change, not two.
  static func ordered(_ findings: [HouseRuleFinding]) -> [HouseRuleFinding] {
    let order = Dictionary(uniqueKeysWithValues: HouseRule.allCases.enumerated().map { ($1, $0) })
    let sorted = findings.sorted {
      ($0.file.path, $0.line, order[$0.rule] ?? 0, $0.what)
        < ($1.file.path, $1.line, order[$1.rule] ?? 0, $1.what)
    }
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
