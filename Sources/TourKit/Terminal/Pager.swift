import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shows long text a screen at a time, as `git` does: through `$PAGER`, or
/// `less` with colours kept (-R) and leaving the text on screen afterwards
/// (-X). Its prompt says which key goes on: a bare `:` or `(END)` leaves a
/// newcomer stuck on the last screen, with the next command still to come.
///
/// Not -F (quit at once if the text fits): `Output.paged` pages only what,
/// with the lines that follow it, is taller than the window, and a text
/// one line shorter than the window would otherwise scroll its top away
/// unread as those lines come.
enum Pager {
  /// LESSSECURE=1 turns off the keys that write files or run commands: a
  /// learner who types the next tour command into the pager by mistake
  /// must not leave a file named after it in the kit.
  ///
  /// `then` says what q leads to when another page follows this one
  /// ("the design notes"): "q to stop reading" would be untrue there, and
  /// the next command typed into the second pager.
  static func less(then: String? = nil) -> String {
    let end = then.map { "(END) press q for \($0)" } ?? "(END) press q for the next step"
    let more = then.map { "space for more, q for \($0)" } ?? "space for more, q to stop reading"
    return "LESSSECURE=1 less -R -X '-Ps?e\(end):\(more).'"
  }

  /// Returns false if no pager could be started, so the caller prints
  /// instead. `then` names the page that follows, if any (see `less`).
  ///
  /// `popen` runs the pager through the shell in the tour's own process
  /// group, so it owns the terminal's keyboard. (Foundation's `Process`
  /// starts children in a group of their own, where a pager reading the
  /// keyboard would be stopped by the terminal.)
  static func show(_ text: String, then: String? = nil) -> Bool {
    let configured = ProcessInfo.processInfo.environment["PAGER"] ?? ""
    let command = configured.isEmpty ? less(then: then) : configured
    guard command != "cat", let pipe = popen(command + " 2>/dev/null", "w") else { return false }
    // Quitting the pager early closes the pipe; that must not end the tour.
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    let written = text.utf8CString.withUnsafeBufferPointer { buffer in
      fwrite(buffer.baseAddress, 1, buffer.count - 1, pipe)
    }
    let status = pclose(pipe)
    // The shell answers 127 when the pager is not installed: print instead.
    return written > 0 && status != 127 << 8
  }
}
