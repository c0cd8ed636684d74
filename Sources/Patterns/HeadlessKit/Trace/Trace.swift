/// A record of who called whom, kept by a demo so the tour can print the
/// pattern at work. Each entry names the object that acted and what it did;
/// a demo can also snapshot a screen between steps.
@MainActor
public final class Trace {
  public enum Entry: Hashable, Sendable {
    /// `actor` did `message`, e.g. ("DownloadService", "tells its delegate …").
    case call(actor: String, message: String)
    /// A rendering of a view tree at this moment, under a short title.
    case screen(title: String, rendering: String)
    /// A line of narration between steps, e.g. "The user pulls to refresh."
    case note(String)
  }

  public private(set) var entries: [Entry] = []

  /// How screens are drawn by `screen(_:_:)`.
  public var renderer: ViewTreeRenderer

  public init(renderer: ViewTreeRenderer = ViewTreeRenderer()) {
    self.renderer = renderer
  }

  public func record(_ actor: String, _ message: String) {
    entries.append(.call(actor: actor, message: message))
  }

  public func note(_ text: String) {
    entries.append(.note(text))
  }

  public func screen(_ title: String, _ view: View) {
    entries.append(.screen(title: title, rendering: renderer.render(view)))
  }

  /// Only the calls, as (actor, message) pairs: what tests usually check.
  public var calls: [(actor: String, message: String)] {
    entries.compactMap {
      if case .call(let actor, let message) = $0 { return (actor, message) }
      return nil
    }
  }

  /// Every entry as plain lines: calls with their actors aligned in a column,
  /// notes flush left, screens indented under their title.
  public func lines() -> [String] {
    let width = calls.map(\.actor.count).max() ?? 0
    return entries.flatMap { entry -> [String] in
      switch entry {
      case .call(let actor, let message):
        let padding = String(repeating: " ", count: max(0, width - actor.count))
        return ["  \(actor)\(padding)  \(message)"]
      case .note(let text):
        return [text]
      case .screen(let title, let rendering):
        return [title] + rendering.split(separator: "\n").map { "    " + $0 }
      }
    }
  }
}
