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
    /// The file to name in findings when `file` is a copy of it: a check
    /// reads the check package's copies, which are what the build compiles,
    /// and names the workbench's files, which are what the learner knows.
    var shown: URL? = nil
    /// The lookups the kata's steps take out of the code, whose uses are
    /// noted beside the findings (`HouseRuleFacts.lookups`).
    var lookups: Set<String> = []
  }

  /// Files checked together: a kata (or an example app), whose `sources`
  /// are held to the rules; the modules they build on, `context`, read only
  /// for what they declare; and, for a kata, its `tests` (with its story),
  /// read for the names they use, and its starter and reference solution,
  /// `reference`, read for what they declare (see `TestNameRule`).
  struct Program: Sendable {
    var sources: [Source]
    var context: [URL] = []
    var tests: [URL] = []
    var reference: [URL] = []
  }

  /// What the rules read in one program: what breaks them, and what a
  /// check reads beside (see `HouseRuleFacts`).
  struct Reading: Sendable {
    var findings: [HouseRuleFinding] = []
    var facts = HouseRuleFacts()
  }

  /// The modules any file may import: Foundation, and the standard
  /// library's own modules for observation and locks.
  static let standardImports: Set<String> = ["Foundation", "Observation", "Synchronization"]

  /// The findings of `programs`, all together (see `read`).
  static func check(
    _ programs: [Program], scratch: URL, forms: [SwiftParser.Form] = [.json, .sExpression]
  ) throws -> [HouseRuleFinding] {
    ordered(try read(programs, scratch: scratch, forms: forms).flatMap(\.findings))
  }

  /// Reads `programs`, one reading each, parsing their files in as few
  /// runs of the compiler as it can (in the first of `forms` it can write).
  /// What the kit's files declare or use, and what each learner file was
  /// found to do, are kept in `scratch` under the files' contents, so the
  /// next check parses only what changed. Throws when the toolchain gives
  /// no parse (`SwiftParser.Failure`).
  static func read(
    _ programs: [Program], scratch: URL, forms: [SwiftParser.Form] = [.json, .sExpression]
  ) throws -> [Reading] {
    let memo = DigestMemo()
    let judged = JudgedFiles(folder: scratch.appendingPathComponent("files"))
    let parser = SwiftParser(scratch: scratch, forms: forms)
    var kitFiles = KitFileReadings(
      cache: DeclarationsCache(folder: scratch), memo: memo, forms: forms)
    var records: [URL: JudgedFiles.Record] = [:]
    var wanted = kitFiles.wanted(by: programs)
    for source in Set(programs.flatMap(\.sources)) {
      if let record = judged.record(of: source.file, known: memo) {
        records[source.file] = record
      } else {
        wanted.append(source.file)
      }
    }
    var parsed = try parse(wanted, with: parser)
    kitFiles.read(programs, from: parsed)

    // A file is judged again only when what it was judged with changed:
    // every file that goes stale in any program is parsed in one more run.
    let plans = programs.map { ProgramPlan($0, records: records, parsed: parsed, kit: kitFiles) }
    let unread = Set(plans.flatMap(\.stale).map(\.file)).filter { parsed[$0] == nil }
    if !unread.isEmpty { parsed.merge(try parse(Array(unread), with: parser)) { $1 } }

    return plans.map { plan in
      var reading = Reading()
      for source in plan.program.sources {
        if let record = records[source.file], !plan.stale.contains(source) {
          reading.findings += record.findings
          reading.facts.add(record.facts)
          continue
        }
        guard let file = parsed[source.file] else { continue }
        let walk = HouseRuleWalk(file: file, source: source, declarations: plan.declarations)
        let found = ordered(walk.findings)
        judged.keep(
          file, summary: FileSummary(file), digest: plan.digests[source.file] ?? "",
          basis: plan.basis(of: source), findings: found, facts: walk.facts)
        reading.findings += found
        reading.facts.add(walk.facts)
      }
      reading.findings = ordered(reading.findings)
      return reading
    }
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
