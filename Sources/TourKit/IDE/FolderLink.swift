import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Symbolic links for the package `open` makes: written relative to where
/// they stand, and removed without ever following them.
///
/// Relative, so the links still hold when the kit's folder is moved or seen
/// under another path (a container that mounts the kit elsewhere than the
/// Mac it lives on); `open` writes them again anyway.
enum FolderLink {
  /// Makes `link` a symbolic link to `destination`. A link that already
  /// points there is left alone, so an editor watching the folder sees no
  /// change; anything else standing at `link` is removed first.
  static func make(_ link: URL, to destination: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(
      at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    let wanted = relativePath(from: link.deletingLastPathComponent(), to: destination)
    if let current = try? manager.destinationOfSymbolicLink(atPath: link.path), current == wanted {
      return
    }
    try remove(link)
    try manager.createSymbolicLink(atPath: link.path, withDestinationPath: wanted)
  }

  /// The path from `folder` to `destination`, as `ln -s` would want it
  /// ("../../Sources/Katas/SlimTimeline"). Both are first resolved to the
  /// folders they really are, so a `.tour` that is itself a link, or a
  /// temporary folder reached through one, still gets a link that works.
  static func relativePath(from folder: URL, to destination: URL) -> String {
    let from = folder.resolvingSymlinksInPath().standardizedFileURL.pathComponents
    let to = destination.resolvingSymlinksInPath().standardizedFileURL.pathComponents
    var shared = 0
    while shared < min(from.count, to.count) && from[shared] == to[shared] { shared += 1 }
    let up = Array(repeating: "..", count: from.count - shared)
    let parts = up + to[shared...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// Removes whatever stands at `item`, if anything. A link is removed as a
  /// link: the folder it points to, the learner's, is never entered.
  static func remove(_ item: URL) throws {
    let manager = FileManager.default
    if (try? manager.destinationOfSymbolicLink(atPath: item.path)) != nil {
      guard unlink(item.path) == 0 else {
        throw NSError(
          domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [NSFilePathErrorKey: item.path])
      }
    } else if manager.fileExists(atPath: item.path) {
      try manager.removeItem(at: item)
    }
  }
}
