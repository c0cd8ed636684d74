import Foundation

/// What the house rules' walk sees that breaks no rule but that a check
/// reads from the same parse: the names a module below a seam makes public
/// (a step that closes a door passes only once its name is gone from
/// these) and the uses of a lookup a step takes out (`Application.shared`).
struct HouseRuleFacts: Codable, Equatable, Sendable {
  /// A name seen at a place.
  struct Sighted: Codable, Equatable, Sendable {
    /// Qualified by type (`Timeline.qwinks`), or the lookup as the kata
    /// names it (`Application.shared`).
    let name: String
    let file: URL
    let line: Int
  }

  /// Every name made public in a module below a seam.
  var publicNames: [Sighted] = []
  /// Every use of one of the lookups the file's source watches for.
  var lookups: [Sighted] = []

  mutating func add(_ other: HouseRuleFacts) {
    publicNames += other.publicNames
    lookups += other.lookups
  }
}

/// Finds the uses of a lookup a kata's step takes out of the code
/// (`Application.shared`), after its module's name or not
/// (`HeadlessKit.Application.shared`), in the code's words: a comment or a
/// string never counts.
enum LookupUse {
  /// The lookup of `watched` this node makes, if any, and the word whose
  /// line it is on.
  static func look(at visit: NodeVisit) -> (name: String, word: String)? {
    guard !visit.source.lookups.isEmpty, case .member(let last, let base?)? = visit.node.reference
    else { return nil }
    for lookup in visit.source.lookups {
      var parts = lookup.split(separator: ".").map(String.init)
      guard parts.popLast() == last, matches(base, parts) else { continue }
      return (lookup, last)
    }
    return nil
  }

  /// Whether `node` spells `path` (`["Application"]`), perhaps after a
  /// module's name.
  private static func matches(_ node: SyntaxNode, _ path: [String]) -> Bool {
    guard let last = path.last else { return true }
    switch node.reference {
    case .plain(let name)?:
      return path.count == 1 && name == last
    case .member(let name, let base?)? where name == last:
      if path.count == 1, case .plain? = base.reference { return true }  // HeadlessKit.Application
      return matches(base, Array(path.dropLast()))
    default:
      return false
    }
  }
}
