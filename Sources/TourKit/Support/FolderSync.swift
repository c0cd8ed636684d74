import Foundation

/// Mirrors the Swift files of one folder into another, touching only files
/// whose contents differ, so an incremental build recompiles only what the
/// learner actually changed.
///
/// Links are followed: a learner may keep a kata's code in a synced folder
/// and link the workbench to it, or link a folder inside it. (Foundation's
/// folder enumerator does not enter a folder that is a link, so through
/// such a workbench it would see no files at all, and a reset would back
/// up nothing.) Every write goes through `FileSteps`, so each file is
/// always either the old version or the new one.
enum FolderSync {
  /// Every `.swift` file under `folder`, as paths relative to it, sorted.
  static func swiftFiles(in folder: URL) -> [String] {
    var files: [String] = []
    var visited: Set<String> = []
    collect(folder, as: "", into: &files, visited: &visited)
    return files.sorted()
  }

  /// Adds the Swift files under `folder` to `files`, each named from
  /// `prefix`. A folder already visited (a link back up the tree, or two
  /// links to one folder) is not entered again, so a loop of links ends.
  private static func collect(
    _ folder: URL, as prefix: String, into files: inout [String], visited: inout Set<String>
  ) {
    let real = folder.resolvingSymlinksInPath().standardizedFileURL.path
    guard visited.insert(real).inserted else { return }
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where !name.hasSuffix(FileSteps.partialMark) {
      let item = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      // A link to nothing is neither a file nor a folder: skipped.
      guard manager.fileExists(atPath: item.path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        collect(item, as: prefix + name + "/", into: &files, visited: &visited)
      } else if item.pathExtension == "swift" {
        files.append(prefix + name)
      }
    }
  }

  /// Makes the Swift files in `destination` exactly those of `source`.
  /// Returns how many files were written or removed.
  @discardableResult
  static func mirror(_ source: URL, to destination: URL, durable: Bool = false) throws -> Int {
    try mirror([source], to: destination, durable: durable)
  }

  /// The same for several folders laid over each other: a file in a later
  /// folder replaces the file of the same name in an earlier one. (A kata's
  /// solution folder holds only the files that differ from its starter.)
  ///
  /// `rewriting` changes each file's text on the way (verify points a copy
  /// of a kata's tests at a variant's module). `durable` is for the
  /// learner's code and its backups, which a power cut must not lose: each
  /// file reaches the disk before it replaces the old one, and temporary
  /// files a killed run left behind are removed. A scratch copy can always
  /// be made again, and goes without, so checks stay quick.
  @discardableResult
  static func mirror(
    _ sources: [URL], to destination: URL, excluding: Set<String> = [],
    rewriting: ((String) -> String)? = nil, durable: Bool = false
  ) throws -> Int {
    try FileSteps.makeFolder(destination)
    if durable { try FileSteps.sweepPartials(in: destination, deep: true) }
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
        try FileSteps.makeFolder(to.deletingLastPathComponent())
        try FileSteps.write(contents, to: to, flushed: durable)
        changes += 1
      }
    }
    for stale in Set(swiftFiles(in: destination)).subtracting(wanted).sorted() {
      try FileSteps.remove(destination.appendingPathComponent(stale))
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
