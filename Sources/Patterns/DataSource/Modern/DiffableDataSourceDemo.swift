import Foundation
import HeadlessKit

/// The posts table fed by snapshots instead of a data source that keeps
/// posts and a `reloadData()` after each change:
///
/// 1. The first snapshot brings a section: the table is loaded, and the
///    cell provider is asked for every row.
/// 2. The next one adds dee's post and drops bo's: the table is told the
///    two rows that changed, asks for one cell, and ana and cy keep theirs.
/// 3. The same snapshot again asks for nothing at all.
/// 4. The trap: an identifier names one row, so a post given twice is
///    refused by the snapshot, before any table sees it.
@MainActor
public enum DiffableDataSourceDemo {
  static let ana = Post(author: "ana", text: "the tram is late again")
  static let bo = Post(author: "bo", text: "new bakery on Elm Street")
  static let cy = Post(author: "cy", text: "chess in the park at six?")
  static let dee = Post(author: "dee", text: "lunch at six?")

  public static func run() -> Trace {
    let trace = Trace()
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 132))
    table.register(TableViewCell.self, forCellReuseIdentifier: "Post")
    let dataSource = TableViewDiffableDataSource<String, Post>(tableView: table) {
      table, indexPath, post in
      trace.record("cellProvider", "cell for \(post.author) at \(describe(indexPath))")
      let cell = table.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
      cell.text = post.author
      cell.detailText = post.text
      return cell
    }

    trace.note("The first snapshot: a section of three posts.")
    dataSource.apply(snapshot([ana, bo, cy]))
    trace.screen("The table:", table)

    trace.note("The next one: dee posts, bo deletes his post. One diff, one cell asked.")
    let cellsBefore = table.visibleCells
    let textsBefore = cellsBefore.map(\.text)
    dataSource.apply(snapshot([dee, ana, cy]))
    for cell in table.visibleCells {
      let earlier = cellsBefore.firstIndex { $0 === cell }.map { textsBefore[$0] }
      let history =
        earlier == nil
        ? "a new cell"
        : earlier == cell.text ? "the same cell, untouched" : "\(earlier ?? "")'s, reused"
      trace.record("row \(describe(cell.indexPath))", "\(cell.text): \(history)")
    }

    trace.note("The same snapshot again: no difference, so no question.")
    let callsBefore = trace.calls.count
    dataSource.apply(snapshot([dee, ana, cy]))
    let asked = trace.calls.count - callsBefore
    trace.record("table", "\(table.visibleCells.count) rows, \(asked) cells asked for")

    trace.note("The trap: one identifier, one row. A post given twice is refused.")
    var twice = TableSnapshot<String, Post>()
    do {
      try twice.appendSections(["Posts"])
      try twice.appendItems([ana, bo, ana])
    } catch TableSnapshot<String, Post>.Refusal.duplicateItem(let post) {
      trace.record("snapshot", "refused: \(post.author)'s post is in it already")
    } catch {
      trace.record("snapshot", "refused: \(error)")
    }
    trace.record("snapshot", "holds \(twice.itemIdentifiers.count) posts")
    return trace
  }

  /// One section, "Posts", of `posts`; the demo's posts are all different.
  private static func snapshot(_ posts: [Post]) -> TableSnapshot<String, Post> {
    var snapshot = TableSnapshot<String, Post>()
    try? snapshot.appendSections(["Posts"])
    try? snapshot.appendItems(posts)
    return snapshot
  }

  private static func describe(_ indexPath: IndexPath?) -> String {
    indexPath.map { "[\($0.section), \($0.row)]" } ?? "[]"
  }
}
