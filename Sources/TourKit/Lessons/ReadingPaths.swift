import Foundation

/// Where each pattern's mechanism lives: the folders or files, relative to
/// `Sources/Patterns/`, that make the pattern work (as opposed to the
/// example app that uses it and the demo that runs it).
///
/// A lesson's reading path (its README) must name every Swift file under
/// these paths; the tour's tests hold it to that. For the patterns built on
/// the toolkit the mechanism is mostly in `HeadlessKit`, which a learner
/// would not think to open; for the two library modules it is their `Core/`.
enum ReadingPaths {
  static let mechanism: [String: [String]] = [
    "target-action": [
      "HeadlessKit/Controls",
      "HeadlessKit/Gestures",
    ],
    "responder-chain": [
      "HeadlessKit/Responders",
      "HeadlessKit/Application/Application+Actions.swift",
      "HeadlessKit/Application/Application+Motion.swift",
      "HeadlessKit/Controls/Control+ResponderChain.swift",
    ],
    "composite": [
      "HeadlessKit/Views/View.swift",
      "HeadlessKit/Views/View+Geometry.swift",
      "HeadlessKit/Views/View+HitTesting.swift",
      "HeadlessKit/Rendering/ViewTreeRenderer.swift",
      "Composite/Behaviors",
    ],
    "delegation": [
      "HeadlessKit/Application/Application.swift",
      "HeadlessKit/Application/ApplicationDelegate.swift",
      "HeadlessNetworking",
      "Delegation/DownloadServiceDelegate.swift",
      "Delegation/DownloadService.swift",
    ],
    "data-source": [
      "HeadlessKit/Tables/TableViewDataSource.swift",
      "HeadlessKit/Tables/TableView.swift",
      "HeadlessKit/Tables/TableView+CellReuse.swift",
      "HeadlessKit/Tables/TableView+RowUpdates.swift",
      "HeadlessKit/Tables/TableViewCell.swift",
      "HeadlessKit/Pickers/PickerViewDataSource.swift",
      "HeadlessKit/Pickers/PickerView.swift",
      "HeadlessKit/Pages/PageViewControllerDataSource.swift",
      "HeadlessKit/Pages/PageViewController.swift",
    ],
    "mvc": [
      "HeadlessKit/Views/ViewController.swift",
      "MVC/Model",
      "MVC/Controller",
    ],
    "command-bus": ["CommandBus/Core"],
    "resource-observation": ["ResourceObservation/Core"],
  ]

  /// The mechanism of the lesson `id`; empty for a lesson not listed.
  static func mechanism(of id: String) -> [String] {
    mechanism[id] ?? []
  }

  /// The reading path's file, relative to the kit root: the README in the
  /// lesson's folder, e.g. `Sources/Patterns/Delegation/README.md`.
  static func readme(of lesson: Lesson) -> String {
    lesson.sourceFolder + "/README.md"
  }

  /// Reads the lesson's reading path from the kit on disk.
  static func load(for lesson: Lesson, in kit: Kit) throws -> ReadingPath {
    let url = kit.root.appendingPathComponent(readme(of: lesson))
    let markdown: String
    do {
      markdown = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw ReadingPath.Problem(description: "\(readme(of: lesson)) could not be read")
    }
    return try ReadingPath(markdown: markdown)
  }
}
