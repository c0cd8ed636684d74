import Foundation

/// `dev classes [--markdown]`: the corpus of wrong solutions counted kata by
/// class, so a class a kata's tests never look at shows as an empty cell.
@MainActor
enum DevClasses {
  static let markdown = CommandSyntax.Option(
    name: "--markdown", help: "the table as Markdown, for CONTRIBUTING")
  static let syntax = CommandSyntax(options: [markdown])

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let input = try syntax.read(arguments, command: "dev classes", wordsChecked: false)
    let words = input.words
    guard words.isEmpty else {
      throw TourError.usage(
        "`dev classes` takes no kata: it tables every kata at once.",
        suggestion: "For example: \(Tour.shortCommand) dev classes --markdown")
    }
    let katas = context.catalogue.katas
    let table = ClassTable(katas: katas)
    let out = context.out
    if input.has(markdown) {
      for line in table.markdown { out.line(line) }
    } else {
      out.heading("Wrong solutions by class")
      for line in table.plain { out.line(line) }
      out.line()
      out.paragraph(
        katas.map { "\(ClassTable.initials(of: $0)) \($0.id)" }.joined(separator: " · "))
    }
    let unclassified = table.unclassified
    if !unclassified.isEmpty {
      out.line()
      out.paragraph(
        "No known class: " + unclassified.joined(separator: ", ")
          + ". Give each a \"class\" in kata.json (see MistakeClass.swift).")
      return 1
    }
    return 0
  }
}

/// The counts behind `dev classes`: for each class and kata, how many wrong
/// solutions of that class the kata's corpus holds, core and extra alike.
struct ClassTable {
  let katas: [Kata]

  func count(_ mistakeClass: MistakeClass, in kata: Kata) -> Int {
    kata.wrongSolutions.filter { $0.mistakeClass == mistakeClass }.count
  }

  /// "kata/name" of every wrong solution with no class the kit knows.
  var unclassified: [String] {
    katas.flatMap { kata in
      kata.wrongSolutions.filter { $0.mistakeClass == nil }.map { "\(kata.id)/\($0.name)" }
    }
  }

  /// A short name per kata for the plain table's columns: its words'
  /// initials ("ftt" for feed-the-table).
  static func initials(of kata: Kata) -> String {
    String(kata.id.split(separator: "-").compactMap(\.first))
  }

  /// Classes down, katas across (initials, with a legend): fits 80 columns.
  var plain: [String] {
    func cell(_ text: String) -> String {
      String(repeating: " ", count: max(0, 5 - text.count)) + text
    }
    func name(_ text: String) -> String { text.padding(toLength: 21, withPad: " ", startingAt: 0) }
    var lines = [name("") + katas.map { cell(Self.initials(of: $0)) }.joined()]
    for mistakeClass in MistakeClass.allCases {
      let counts = katas.map { count(mistakeClass, in: $0) }
      lines.append(name(mistakeClass.title) + counts.map { cell($0 == 0 ? "." : "\($0)") }.joined())
    }
    lines.append(name("total") + katas.map { cell("\($0.wrongSolutions.count)") }.joined())
    return lines
  }

  /// Katas down, classes across, for a note or an issue.
  var markdown: [String] {
    let classes = MistakeClass.allCases
    var lines = ["| kata | " + classes.map(\.title).joined(separator: " | ") + " | total |"]
    lines.append("|---|" + String(repeating: "---:|", count: classes.count + 1))
    for kata in katas {
      let counts = classes.map { count($0, in: kata) }.map { $0 == 0 ? "" : "\($0)" }
      lines.append(
        "| \(kata.id) | " + counts.joined(separator: " | ") + " | \(kata.wrongSolutions.count) |")
    }
    return lines
  }
}
