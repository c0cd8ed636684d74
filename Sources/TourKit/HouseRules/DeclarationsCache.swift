import Foundation

/// What the modules a program builds on declare, kept on disk between
/// checks. The toolkit does not change while a learner works, and reading
/// its fifty files was most of the house rules' time (about 0.4 s of a
/// check's CPU in the debug build `swift run` makes).
struct DeclarationsCache {
  let folder: URL

  private struct Entry: Codable {
    let key: String
    let names: DeclaredNames
  }

  /// What `files` declare, if it was kept for them as they are now.
  func names(of files: [URL]) -> DeclaredNames? {
    guard let key = key(for: files), let data = try? Data(contentsOf: address(of: key)),
      let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key
    else { return nil }
    return entry.names
  }

  /// Keeps what `files` declare, for the next check.
  func keep(_ names: DeclaredNames, of files: [URL]) {
    guard let key = key(for: files),
      let data = try? JSONEncoder().encode(Entry(key: key, names: names))
    else { return }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? data.write(to: address(of: key), options: .atomic)
  }

  /// Each file's path, size and time of last change: a change to any of
  /// them makes another key, so an edited toolkit is read again.
  private func key(for files: [URL]) -> String? {
    var lines: [String] = []
    for file in files.sorted(by: { $0.path < $1.path }) {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
        let size = attributes[.size] as? NSNumber,
        let changed = attributes[.modificationDate] as? Date
      else { return nil }
      lines.append("\(file.path) \(size) \(changed.timeIntervalSinceReferenceDate)")
    }
    return lines.joined(separator: "\n")
  }

  /// One file per set of files, named by a hash of its key (64-bit FNV-1a,
  /// the same in every run, unlike Swift's own hashing).
  private func address(of key: String) -> URL {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return folder.appendingPathComponent("declarations-\(String(hash, radix: 16)).json")
  }
}
