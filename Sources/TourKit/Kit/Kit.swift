import Foundation

/// The kit on disk: where its folders are, found from wherever the tour runs.
///
/// Every path the tour touches is derived here, so the layout described in
/// CONTRIBUTING.md lives in exactly one place in code.
struct Kit {
  let root: URL

  /// Finds the kit by walking up from `start` (the working directory) to the
  /// folder that holds the kit's Package.swift and Exercises folder; falls back
  /// to the folder this file was compiled from, so the built tour also works
  /// when run from outside the kit.
  static func locate(
    from start: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    compiledAt sourceFile: String = Kit.sourceFile
  ) -> Kit? {
    var folder = start.standardizedFileURL
    while true {
      if isKitRoot(folder) { return Kit(root: folder) }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    // Sources/TourKit/Kit/Kit.swift → the kit is four levels up.
    var compiled = URL(fileURLWithPath: sourceFile)
    for _ in 0..<4 { compiled.deleteLastPathComponent() }
    return isKitRoot(compiled) ? Kit(root: compiled) : nil
  }

  /// This file's path when the tour was compiled. (A `#filePath` default
  /// argument would give the caller's file instead.)
  static let sourceFile: String = #filePath

  static func isKitRoot(_ folder: URL) -> Bool {
    let manager = FileManager.default
    return manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      && manager.fileExists(atPath: folder.appendingPathComponent("Exercises").path)
      && manager.fileExists(atPath: folder.appendingPathComponent("Sources/TourKit").path)
  }

  // MARK: Folders

  var exercises: URL { root.appendingPathComponent("Exercises") }
  var solutions: URL { root.appendingPathComponent("Solutions") }
  var workbench: URL { root.appendingPathComponent("Sources/Katas") }
  var patterns: URL { root.appendingPathComponent("Sources/Patterns") }
  var kataTests: URL { root.appendingPathComponent("Tests/KataTests") }
  /// Each kata's story for `run`, and the support that tells it.
  var kataStories: URL { root.appendingPathComponent("Tests/KataStories") }

  /// The tour's own folder: progress, scratch packages, backups. Ignored by git.
  var tourFolder: URL { root.appendingPathComponent(".tour") }
  var progressFile: URL { tourFolder.appendingPathComponent("progress.json") }
  var backups: URL { tourFolder.appendingPathComponent("backups") }
  /// Where check and verify build their scratch packages. Maintainers running
  /// several verifies at once can point each elsewhere with PATTERNS_TOUR_BUILD.
  var scratch: URL {
    if let custom = ProcessInfo.processInfo.environment["PATTERNS_TOUR_BUILD"], !custom.isEmpty {
      return URL(fileURLWithPath: custom, isDirectory: true)
    }
    return tourFolder.appendingPathComponent("build")
  }

  /// `path` relative to the kit root, for messages ("Sources/Katas/…").
  func relative(_ url: URL) -> String {
    let rootPath = root.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    guard path.hasPrefix(rootPath + "/") else { return path }
    return String(path.dropFirst(rootPath.count + 1))
  }
}
