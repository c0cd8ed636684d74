import Foundation

@testable import TourKit

/// Real `swift build` output (Swift 6.3, Linux), captured by breaking the
/// slim-timeline kata's conformance to `DownloadSessionDelegate` in a
/// scratch copy and running `check --verbose`. `ROOT` stands for the kit's
/// folder. The compiler reports each problem more than once, and puts some
/// notes only under the quoted source, as the captures show.
enum CompilerOutput {
  /// The delegate method's parameter changed from `URL` to `String`: the
  /// type no longer conforms; a note names the requirement (in the
  /// toolkit), another the near miss (in the learner's file).
  static let nonConforming =
    "error: emit-module command failed with exit code 1 (use -v to see invocation)\n"
    + conformanceReport + "\n" + conformanceReport

  /// One report of the missing conformance, as the compiler wrote it. The
  /// build wrote it twice, word for word, one copy after the other.
  private static let conformanceReport = """
    ROOT/.tour/build/check-slim-timeline/Sources/SlimTimeline/TimelineViewController.swift:6:13: error: type 'TimelineViewController' does not conform to protocol 'DownloadSessionDelegate'
      4 | /// Qwinkle's public timeline: pull down to refresh, one label per post.
      5 | @MainActor
      6 | final class TimelineViewController: ViewController, DownloadSessionDelegate {
        |             |- error: type 'TimelineViewController' does not conform to protocol 'DownloadSessionDelegate'
        |             `- note: add stubs for conformance
      7 |   /// Where the timeline comes from: one post a line. The fake network serves
      8 |   /// any URL, so a path is enough here; a real app would use an https URL.
        :
     61 |   // MARK: DownloadSessionDelegate
     62 |
     63 |   func downloadSession(
        |        `- note: candidate has non-matching type '(DownloadSession, DownloadTask, String) -> ()'
     64 |     _ session: DownloadSession, task: DownloadTask,
     65 |     didFinishDownloadingTo location: String

    ROOT/.tour/build/check-slim-timeline/Sources/HeadlessNetworking/DownloadSession.swift:20:8: note: protocol requires function 'downloadSession(_:task:didFinishDownloadingTo:)' with type '(DownloadSession, DownloadTask, URL) -> ()'
     18 | public protocol DownloadSessionDelegate: AnyObject {
     19 |   /// The file for `task` is on disk at `location`.
     20 |   func downloadSession(
        |        `- note: protocol requires function 'downloadSession(_:task:didFinishDownloadingTo:)' with type '(DownloadSession, DownloadTask, URL) -> ()'
     21 |     _ session: DownloadSession, task: DownloadTask, didFinishDownloadingTo location: URL)
     22 |   /// `task` is over: `error` is nil on success.
    """

  /// The delegate method's label changed (`didFinishDownloadingAt:`): the
  /// error names both labels, and a note says where the requirement is.
  static let wrongLabel = """
    error: emit-module command failed with exit code 1 (use -v to see invocation)
    ROOT/.tour/build/check-slim-timeline/Sources/SlimTimeline/TimelineViewController.swift:63:8: error: instance method 'downloadSession(_:task:didFinishDownloadingAt:)' has different argument labels from those required by protocol 'DownloadSessionDelegate' ('downloadSession(_:task:didFinishDownloadingTo:)')
     61 |   // MARK: DownloadSessionDelegate
     62 |
     63 |   func downloadSession(
        |        `- error: instance method 'downloadSession(_:task:didFinishDownloadingAt:)' has different argument labels from those required by protocol 'DownloadSessionDelegate' ('downloadSession(_:task:didFinishDownloadingTo:)')
     64 |     _ session: DownloadSession, task: DownloadTask,
     65 |     didFinishDownloadingAt location: URL

    ROOT/.tour/build/check-slim-timeline/Sources/HeadlessNetworking/DownloadSession.swift:20:8: note: requirement 'downloadSession(_:task:didFinishDownloadingTo:)' declared here
     18 | public protocol DownloadSessionDelegate: AnyObject {
     19 |   /// The file for `task` is on disk at `location`.
     20 |   func downloadSession(
        |        `- note: requirement 'downloadSession(_:task:didFinishDownloadingTo:)' declared here
     21 |     _ session: DownloadSession, task: DownloadTask, didFinishDownloadingTo location: URL)
     22 |   /// `task` is over: `error` is nil on success.
    """

  /// `output` as if `kata`'s workbench file `file` (in `module`) had been
  /// checked in the kit at `root`.
  static func text(_ output: String, root: String, kata: String, module: String, file: String)
    -> String
  {
    output.replacingOccurrences(of: "ROOT", with: root)
      // Captured when each kata had its own check folder; now one serves all.
      .replacingOccurrences(of: "check-slim-timeline", with: KataCheck.folderName)
      .replacingOccurrences(
        of: "Sources/SlimTimeline/TimelineViewController.swift", with: "Sources/\(module)/\(file)")
  }
}
