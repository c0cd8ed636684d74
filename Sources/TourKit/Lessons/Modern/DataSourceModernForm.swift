import DataSource

extension ModernForm {
  static let dataSource = ModernForm(
    counterpart: "A diffable data source: apply(snapshot) in place of keeping "
      + "data and calling reloadData().",
    explanation: [
      "A snapshot is a value: the sections and the items in each, by identifier. "
        + "apply(_:) compares it with the last one using the standard library's "
        + "difference(from:) and tells the table which rows went and which came. "
        + "The table asks for the new rows' cells only; the others keep theirs.",
      "It is still a data source: the table asks it the same questions, answered "
        + "from the last snapshot. An identifier names one row, so a snapshot "
        + "refuses one given twice.",
    ],
    sourceFolder: "Sources/Patterns/DataSource/Modern",
    demo: { DiffableDataSourceDemo.run() },
    classicIsBetter: "when the rows are computed rather than stored (a calendar, "
      + "a huge or endless list) or change all at once: answering the questions "
      + "costs nothing per row, and reloadData() is one call.",
    modernIsBetter: "when rows come and go one at a time: no counts to keep in "
      + "step by hand, no index path worked out wrongly, and cells of unchanged "
      + "rows are left alone instead of rebuilt.",
    recap: (uikit: "cellForRowAt", swiftUI: "ForEach(id:)", concurrency: "Sendable snapshot")
  )
}
