import Foundation

/// What was read from files that do not change while a learner works (the
/// toolkit's declarations, the names a kata's tests use, what its starter
/// and solution declare), kept on disk between checks under the files'
/// contents (see `FileStamp`). Reading the toolkit's fifty files was most
/// of the house rules' time (about 0.4 s of a check's CPU in the debug
/// build `swift run` makes).
struct DeclarationsCache {
  let folder: URL

  private struct Entry<Value: Codable>: Codable {
    let key: String
    let value: Value
  }

  /// What was kept as `kind` under `key` (`FileStamp.of` the files it was
  /// read from, taken once by the caller), if anything was.
  func value<Value: Codable>(_ kind: String, key: String, as type: Value.Type) -> Value? {
    guard let data = try? Data(contentsOf: address(kind, key)),
      let entry = try? JSONDecoder().decode(Entry<Value>.self, from: data), entry.key == key
    else { return nil }
    return entry.value
  }

  /// Keeps `value`, read as `kind` from the files `key` stands for.
  func keep<Value: Codable>(_ value: Value, _ kind: String, key: String) {
    guard let data = try? JSONEncoder().encode(Entry(key: key, value: value))
    else { return }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? data.write(to: address(kind, key), options: .atomic)
  }

  private func address(_ kind: String, _ key: String) -> URL {
    folder.appendingPathComponent("\(kind)-\(FileStamp.hash(key)).json")
  }
}
