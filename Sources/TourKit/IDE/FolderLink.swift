import Foundation

/// Symbolic links for the package `open` makes: written relative to where
/// they stand, and removed without ever following them.
///
/// Relative, so the links still hold when the kit's folder is moved or seen
/// under another path (a container that mounts the kit elsewhere than the
/// Mac it lives on); `open` writes them again anyway.
///
/// Only links are ever removed. A real folder or file where a link should
/// be (an editor that replaced the link with a copy, a folder the learner
/// added) may hold the learner's only copy of some work: it is left alone,
/// and `open` says so.
enum FolderLink {
  /// What `make` found where the link goes.
  enum Outcome: Equatable {
    /// The link is there and points to the destination.
    case linked
    /// A real folder or file stands there: it was kept, and no link made.
    case keptInTheWay
  }

  /// Makes `link` a symbolic link to `destination`. A link that already
  /// points there is left alone, so an editor watching the folder sees no
  /// change; a link pointing elsewhere is replaced; anything else is kept.
  static func make(_ link: URL, to destination: URL) throws -> Outcome {
    let manager = FileManager.default
    try FileSteps.makeFolder(link.deletingLastPathComponent())
    let wanted = relativePath(from: link.deletingLastPathComponent(), to: destination)
    if let current = try? manager.destinationOfSymbolicLink(atPath: link.path) {
      if current == wanted { return .linked }
      try FileSteps.removeLink(link)
    } else if isPresent(link) {
      return .keptInTheWay
    }
    try FileSteps.makeLink(link, to: wanted)
    return .linked
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

  /// Where the link `item` points, as a path, without following it any
  /// further; nil when `item` is not a link.
  static func target(of item: URL) -> URL? {
    guard let text = try? FileManager.default.destinationOfSymbolicLink(atPath: item.path) else {
      return nil
    }
    let folder = item.deletingLastPathComponent().resolvingSymlinksInPath()
    return URL(fileURLWithPath: text, relativeTo: folder).standardizedFileURL
  }

  /// Whether anything stands at `item`: a file, a folder, or a link, even
  /// one that points to nothing.
  static func isPresent(_ item: URL) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: item.path)) != nil
  }
}
