import Foundation

extension Observation.Part {
  /// The part with every `target` in its text replaced by `replacement`:
  /// how a kata's vocabulary puts two wordings the brief leaves free into
  /// one. Most parts hold neither, and a session compares thousands of
  /// them, so the bytes are looked through first, with no search machinery.
  public func replacing(_ target: String, with replacement: String) -> Observation.Part {
    guard Self.holds(target, in: text) else { return self }
    return Observation.Part(name, text.replacingOccurrences(of: target, with: replacement))
  }

  /// Whether `text` holds `target`, byte for byte.
  static func holds(_ target: String, in text: String) -> Bool {
    let wanted = Array(target.utf8)
    guard let first = wanted.first else { return true }
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= wanted.count else { return false }
      for start in 0...(bytes.count - wanted.count) where bytes[start] == first {
        if (1..<wanted.count).allSatisfy({ bytes[start + $0] == wanted[$0] }) { return true }
      }
      return false
    }
  }
}
