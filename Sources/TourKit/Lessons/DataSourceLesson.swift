import DataSource
import HeadlessKit

extension Lesson {
  static let dataSource = Lesson(
    id: "data-source",
    title: "Data source",
    purpose: "Change where an object's data comes from without subclassing it.",
    explanation: [
      "A table knows how to show rows: stack them, draw them, let the user pick "
        + "one. What the rows are is not its business. When told to reload, it "
        + "asks another object, its data source: how many sections, how many rows "
        + "in each, and a cell for each row. The data source answers from whatever "
        + "it holds: posts, friends, settings.",
      "So the same table class serves every list in an app, and one table can "
        + "even change what it shows by getting another data source and reloading. "
        + "Nobody subclasses the table to put data in it. The table asks only when "
        + "told to reload, and holds its data source weakly: the screen that sets "
        + "it must keep it alive.",
      "Pickers ask the same way (how many items?), and so do page controllers "
        + "(what comes after this page?). Data source and delegate are one idea: "
        + "build an object from others that answer its questions, instead of "
        + "extending its class.",
    ],
    diagram: """
        ProfileViewController       owns the table and both data sources
           │ owns
           ▼
        TableView ── weak dataSource ──▶ PostsDataSource  (or FriendsDataSource)
           │                                 a TableViewDataSource
           │ reloadData() asks:
           │   numberOfSections(in:)                   ─▶ 1
           │   tableView(_:numberOfRowsInSection:) 0   ─▶ 3
           │   tableView(_:cellForRowAt:) [0, 0] ...   ─▶ a TableViewCell
           ▼
        the cells, top to bottom, become the table's subviews

        PickerView          asks its data source: how many items?
        PageViewController  asks its data source: what comes after this page?
      """,
    whereItLives: places(
      """
      UIKit       UITableViewDataSource, UICollectionViewDataSource
      UIKit       UIPickerViewDataSource, UIPageViewControllerDataSource
      AppKit      NSTableViewDataSource, NSOutlineViewDataSource
      SwiftUI     List(items) { item in ... }: the data and a row builder
      """),
    sourceFolder: "Sources/Patterns/DataSource",
    demo: { DataSourceDemo.run() },
    modern: .dataSource, origin: .dataSource)
}
