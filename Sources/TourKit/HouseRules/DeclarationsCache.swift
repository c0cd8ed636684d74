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
    guard let key = FileStamp.of(files), let data = try? Data(contentsOf: address(of: key)),
      let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key
    else { return nil }
    return entry.names
  }

  /// Keeps what `files` declare, for the next check.
  func keep(_ names: DeclaredNames, of files: [URL]) {
    guard let key = FileStamp.of(files),
      let data = try? JSONEncoder().encode(Entry(key: key, names: names))
    else { return }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? data.write(to: address(of: key), options: .atomic)
  }

  private func address(of key: String) -> URL {
    folder.appendingPathComponent("declarations-\(FileStamp.hash(key)).json")
  }
}
