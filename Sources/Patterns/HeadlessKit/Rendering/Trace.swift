/// A record of who called whom, kept by a demo so the tour can print the
/// pattern at work. Each entry names the object that acted and what it did.
@MainActor
public final class Trace {
  public struct Entry: Hashable, Sendable {
    public let actor: String
    public let message: String
  }

  public private(set) var entries: [Entry] = []

  public init() {}

  public func record(_ actor: String, _ message: String) {
    entries.append(Entry(actor: actor, message: message))
  }

  /// Entries as aligned lines: the actor, then what it did.
  public func lines(actorWidth: Int? = nil) -> [String] {
    let width = actorWidth ?? (entries.map(\.actor.count).max() ?? 0)
    return entries.map { entry in
      let padding = String(repeating: " ", count: max(0, width - entry.actor.count))
      return "\(entry.actor)\(padding)  \(entry.message)"
    }
  }
}
