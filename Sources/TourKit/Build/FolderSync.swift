import Foundation

/// Mirrors the Swift files of one folder into another, touching only files
/// whose contents differ, so an incremental build recompiles only what the
/// learner actually changed.
enum FolderSync {
  /// Every `.swift` file under `folder`, as paths relative to it, sorted.
  static func swiftFiles(in folder: URL) -> [String] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    let base = folder.standardizedFileURL.path
    var files: [String] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      let path = url.standardizedFileURL.path
      guard path.hasPrefix(base + "/") else { continue }
      files.append(String(path.dropFirst(base.count + 1)))
    }
    return files.sorted()
  }

  /// Makes the Swift files in `destination` exactly those of `source`.
  /// Returns how many files were written or removed.
  @discardableResult
  static func mirror(_ source: URL, to destination: URL) throws -> Int {
    try mirror([source], to: destination)
  }

  /// The same for several folders laid over each other: a file in a later
  /// folder replaces the file of the same name in an earlier one. (A kata's
  /// solution folder holds only the files that differ from its starter.)
  @discardableResult
  ///
  /// `rewriting` changes each file's text on the way (verify points a copy
  /// of a kata's tests at a variant's module).
  static func mirror(
    _ sources: [URL], to destination: URL, excluding: Set<String> = [],
    rewriting: ((String) -> String)? = nil
  ) throws -> Int {
    let manager = FileManager.default
    try manager.createDirectory(at: destination, withIntermediateDirectories: true)
    var origin: [String: URL] = [:]
    for source in sources {
      for file in swiftFiles(in: source) { origin[file] = source.appendingPathComponent(file) }
    }
    let wanted = origin.keys.filter { !excluding.contains($0) }.sorted()
    var changes = 0
    for file in wanted {
      guard let from = origin[file] else { continue }
      let to = destination.appendingPathComponent(file)
      var contents = try Data(contentsOf: from)
      if let rewriting, let text = String(data: contents, encoding: .utf8) {
        contents = Data(rewriting(text).utf8)
      }
      if (try? Data(contentsOf: to)) != contents {
        try manager.createDirectory(
          at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: to, options: .atomic)
        changes += 1
      }
    }
    for stale in Set(swiftFiles(in: destination)).subtracting(wanted) {
      try manager.removeItem(at: destination.appendingPathComponent(stale))
      changes += 1
    }
    return changes
  }

  /// Whether two folders hold the same Swift files with the same contents.
  static func sameSwiftFiles(_ a: URL, _ b: URL) -> Bool {
    let files = swiftFiles(in: a)
    guard files == swiftFiles(in: b) else { return false }
    return files.allSatisfy { file in
      let left = try? Data(contentsOf: a.appendingPathComponent(file))
      let right = try? Data(contentsOf: b.appendingPathComponent(file))
      return left != nil && left == right
    }
  }
}
