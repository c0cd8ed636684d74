/// A unified diff, the format `diff -u` and `git diff` write: for each file,
/// a `---` line naming it before, a `+++` line naming it after, and hunks of
/// lines kept (" "), removed ("-") and added ("+").
///
/// The kit stores each known wrong solution of a kata this way, as the
/// change that turns the reference solution into it, so that the mistake is
/// exactly what the patch shows. Paths are relative to the kata's workbench,
/// with git's `a/` and `b/` in front; `/dev/null` stands for "no file", so
/// a new file is a patch from `/dev/null` and a deleted one a patch to it.
struct Patch: Equatable {
  /// One line of a hunk. Its text keeps the line feed, if it has one, so
  /// the last line of a file without one is told apart.
  enum Line: Equatable {
    case context(String)
    case removed(String)
    case added(String)
  }

  /// A run of changes with the lines around them.
  struct Hunk: Equatable {
    /// Where the hunk starts in the file before (1-based) and how many of
    /// its lines it covers; an empty range starts at the line it follows.
    var oldStart: Int
    var oldCount: Int
    var newStart: Int
    var newCount: Int
    var lines: [Line]

    /// The lines the file must hold before: kept and removed ones, in order.
    var before: [String] {
      lines.compactMap {
        switch $0 {
        case .context(let text), .removed(let text): text
        case .added: nil
        }
      }
    }

    /// The lines the file holds after: kept and added ones, in order.
    var after: [String] {
      lines.compactMap {
        switch $0 {
        case .context(let text), .added(let text): text
        case .removed: nil
        }
      }
    }
  }

  /// The change to one file.
  struct FileChange: Equatable {
    /// The path before and after, relative to the workbench; nil is
    /// `/dev/null` (a file created, or a file deleted).
    var oldPath: String?
    var newPath: String?
    var hunks: [Hunk]

    /// The path the change is about, whichever side has it.
    var path: String { newPath ?? oldPath ?? "" }
    var createsFile: Bool { oldPath == nil }
    var deletesFile: Bool { newPath == nil }
  }

  var files: [FileChange]
}
