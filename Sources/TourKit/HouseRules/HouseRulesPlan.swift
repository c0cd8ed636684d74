import Foundation

/// What the kit's own files give the rules, read once and kept under their
/// contents: the declarations of the modules a program builds on, the names
/// a kata's tests use, and what its starter and solution declare.
struct KitFileReadings {
  let cache: DeclarationsCache
  let memo: DigestMemo
  let forms: [SwiftParser.Form]
  private(set) var names: [[URL]: DeclaredNames] = [:]
  private(set) var testNames: [[URL]: TestNames] = [:]
  private(set) var references: [[URL]: ReferenceDeclarations] = [:]
  private var keys: [[URL]: String] = [:]

  init(cache: DeclarationsCache, memo: DigestMemo, forms: [SwiftParser.Form]) {
    self.cache = cache
    self.memo = memo
    self.forms = forms
  }

  /// What these files' readings are kept under.
  mutating func key(of files: [URL]) -> String {
    if let key = keys[files] { return key }
    let key =
      (FileStamp.of(files, known: memo) ?? "unreadable " + UUID().uuidString) + "\n"
      + forms.map(\.rawValue).joined(separator: ",")
    keys[files] = key
    return key
  }

  /// Takes what was kept for `programs`' kit files, and returns the files
  /// still to parse.
  mutating func wanted(by programs: [HouseRules.Program]) -> [URL] {
    var wanted: [URL] = []
    for program in programs {
      if names[program.context] == nil {
        let key = key(of: program.context)
        names[program.context] = cache.value("declarations", key: key, as: DeclaredNames.self)
        if names[program.context] == nil { wanted += program.context }
      }
      if !program.tests.isEmpty, testNames[program.tests] == nil {
        let key = key(of: program.tests)
        testNames[program.tests] = cache.value("test-names", key: key, as: TestNames.self)
        if testNames[program.tests] == nil { wanted += program.tests }
      }
      if !program.reference.isEmpty, references[program.reference] == nil {
        let key = key(of: program.reference)
        references[program.reference] = cache.value(
          "reference", key: key, as: ReferenceDeclarations.self)
        if references[program.reference] == nil { wanted += program.reference }
      }
    }
    return wanted
  }

  /// Reads what `wanted` left to read from `parsed`, and keeps it.
  mutating func read(_ programs: [HouseRules.Program], from parsed: [URL: ParsedFile]) {
    for program in programs {
      if names[program.context] == nil {
        let value = DeclaredNames(program.context.compactMap { parsed[$0] })
        cache.keep(value, "declarations", key: key(of: program.context))
        names[program.context] = value
      }
      if !program.tests.isEmpty, testNames[program.tests] == nil {
        let value = TestNames(program.tests.compactMap { parsed[$0] })
        cache.keep(value, "test-names", key: key(of: program.tests))
        testNames[program.tests] = value
      }
      if !program.reference.isEmpty, references[program.reference] == nil {
        let value = ReferenceDeclarations(program.reference.compactMap { parsed[$0] })
        cache.keep(value, "reference", key: key(of: program.reference))
        references[program.reference] = value
      }
    }
  }
}

/// One program made ready to judge: what it declares, and which of its
/// files must be judged again because what they were judged with changed.
struct ProgramPlan {
  let program: HouseRules.Program
  let declarations: ProgramDeclarations
  /// Each source's summary digest.
  let digests: [URL: String]
  /// What every file's findings depend on besides its own bytes.
  private let shared: [String]
  /// The sources whose kept records do not fit.
  private(set) var stale: [HouseRules.Source] = []

  init(
    _ program: HouseRules.Program, records: [URL: JudgedFiles.Record],
    parsed: [URL: ParsedFile], kit: KitFileReadings
  ) {
    self.program = program
    var kit = kit
    var summaries: [FileSummary] = []
    var digests: [URL: String] = [:]
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
    var declarations = ProgramDeclarations(
      sources: summaries, context: kit.names[program.context] ?? DeclaredNames(),
      knownStores: GlobalStateRule.knownStores)
    if !program.tests.isEmpty { declarations.testNames = kit.testNames[program.tests] }
    if !program.reference.isEmpty {
      declarations.reference = kit.references[program.reference]
    }
    self.declarations = declarations
    self.digests = digests
    // What the program declares, what it builds on, what its tests use
    // and what its reference declares, and the forms of the parse.
    shared =
      program.sources.map { digests[$0.file] ?? "" } + [
        kit.key(of: program.context), "tests " + kit.key(of: program.tests),
        "reference " + kit.key(of: program.reference),
      ]
    stale = program.sources.filter { records[$0.file]?.basis != basis(of: $0) }
  }

  /// What `source`'s findings were worked out with.
  func basis(of source: HouseRules.Source) -> String {
    FileStamp.hash(
      (shared + [source.module, source.shown?.path ?? ""] + source.allowedImports.sorted()
        + (source.publicNames.map { ["public:"] + $0.sorted() } ?? [])
        + (source.offLimits.map { ["off limits:"] + $0.sorted() } ?? [])
        + ["lookups:"] + source.lookups.sorted()).joined(separator: "\n"))
  }
}
