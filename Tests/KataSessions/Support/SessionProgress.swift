import Foundation

/// What a session was doing, written as it happens to the test process's
/// standard error: if the learner's app crashes, the process ends, and
/// `check` reads the last of these lines to say which session, up to which
/// action, and that the app as it should be had already done that action
/// without crashing.
public enum SessionProgress {
  /// The prefix of every progress line, which `check` looks for.
  public static let mark = "session-progress:"

  static func started(_ session: Int) {
    write("\(mark) session \(session) started")
  }

  static func acting(_ step: Int, _ words: String, on app: String) {
    write("\(mark) step \(step) on \(app): \(words)")
  }

  private static func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
