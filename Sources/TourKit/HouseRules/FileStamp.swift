import Foundation

/// What tells the house rules' caches that nothing changed: each file's
/// path, size and time of last change, and the same of the tour itself (a
/// rebuilt tour may read the rules differently).
enum FileStamp {
  /// One line per file, or nil when a file cannot be read.
  static func of(_ files: [URL]) -> String? {
    var lines: [String] = []
    let tour = Bundle.main.executableURL.map { [$0] } ?? []
    for file in tour + files.sorted(by: { $0.path < $1.path }) {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
        let size = attributes[.size] as? NSNumber,
        let changed = attributes[.modificationDate] as? Date
      else { return nil }
      lines.append("\(file.path) \(size) \(changed.timeIntervalSinceReferenceDate)")
    }
    return lines.joined(separator: "\n")
  }

  /// A short name for `text`, the same in every run (64-bit FNV-1a, unlike
  /// Swift's own hashing, which changes from run to run).
  static func hash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16)
  }
}
