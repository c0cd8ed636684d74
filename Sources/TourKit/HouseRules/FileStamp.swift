import Foundation
import Synchronization

/// What tells the house rules' caches that nothing changed: what each file
/// holds (SHA-256 of its bytes), the rules' own version, and the tour that
/// reads them.
///
/// Never a file's size and time: both can be set back (`touch -r`), and a
/// record kept for a clean file would then be trusted for a refused one.
/// A record is found again only for the very bytes it was made from.
enum FileStamp {
  /// The version of the rules' reading. Raise it whenever a rule's
  /// reading changes in a way a kept record would not show: the tour's own
  /// build is part of every key too, so a rebuilt tour reads afresh anyway.
  static let rulesVersion = "house-rules 3"

  /// One line per file (its path and the SHA-256 of its bytes), after the
  /// rules' version and the tour's identity; nil when a file cannot be read.
  /// `known` remembers digests within one run, for callers that ask about
  /// the same files many times (verify's hundreds of variants share the
  /// toolkit).
  static func of(_ files: [URL], known: DigestMemo? = nil) -> String? {
    var lines = [rulesVersion, tourIdentity]
    for file in files.sorted(by: { $0.path < $1.path }) {
      guard let digest = known?.digest(of: file) ?? digest(of: file) else { return nil }
      lines.append("\(file.path) \(digest)")
    }
    return lines.joined(separator: "\n")
  }

  /// SHA-256 of the file's bytes; nil when it cannot be read.
  static func digest(of file: URL) -> String? {
    guard let data = try? Data(contentsOf: file) else { return nil }
    return SHA256.hex(data)
  }

  /// The tour that reads the rules: its executable's path, size and time
  /// of last change. A rebuilt tour may read the rules differently, so it
  /// reads afresh. (Not a learner's file: setting it back could only make
  /// a record of other bytes look current, and no key of a learner's file
  /// matches other bytes.)
  static let tourIdentity: String = {
    guard let tour = Bundle.main.executableURL,
      let attributes = try? FileManager.default.attributesOfItem(atPath: tour.path),
      let size = attributes[.size] as? NSNumber,
      let changed = attributes[.modificationDate] as? Date
    else { return "tour unknown" }
    return "tour \(tour.path) \(size) \(changed.timeIntervalSinceReferenceDate)"
  }()

  /// A short name for `text`, the same in every run: the first 16 digits
  /// of its SHA-256 (Swift's own hashing changes from run to run). Used
  /// for file names and digests of what the rules derived, never alone as
  /// the key of what a file holds.
  static func hash(_ text: String) -> String {
    String(SHA256.hex(text).prefix(16))
  }
}

/// Digests of files already read in one run, so a file many programs
/// share is hashed once. Files do not change while the rules are read.
final class DigestMemo: Sendable {
  private let digests = Mutex<[URL: String]>([:])

  func digest(of file: URL) -> String? {
    if let known = digests.withLock({ $0[file] }) { return known }
    guard let digest = FileStamp.digest(of: file) else { return nil }
    digests.withLock { $0[file] = digest }
    return digest
  }
}
