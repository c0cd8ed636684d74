/// The failing checks of the step to fix now, under its title: every one
/// by name, one line each, and the first one's message in full under its
/// name. A count ("and 17 more failing checks") would reveal them one
/// build at a time; the names say at once how much of the step is left,
/// and which check the message is about.
@MainActor
struct FailingChecks {
  /// One failing check: its name and its failures (a test may fail more
  /// than one expectation).
  struct Check {
    let name: String?
    let failures: [FailureMessage]
  }

  let checks: [Check]

  /// Groups `failures` by the check they were recorded in, first first.
  init(_ failures: [FailureMessage]) {
    var checks: [Check] = []
    for failure in failures {
      if let name = failure.check, let last = checks.last, last.name == name {
        checks[checks.count - 1] = Check(name: name, failures: last.failures + [failure])
      } else {
        checks.append(Check(name: failure.check, failures: [failure]))
      }
    }
    self.checks = checks
  }

  /// Prints them, indented under the step's title: the first check's name
  /// and its message, then at most `room` more lines of names (the last of
  /// them saying how many did not fit, when some do not, and the command
  /// that lists them all, `all`). `message` writes
  /// a failure's message at the indent it is given.
  func print(
    room: Int, all: String, context: TourContext, message: (FailureMessage, Int) -> Void
  ) {
    guard let first = checks.first else { return }
    guard first.name != nil else {
      // A failure no test owns (a door left open) is its own name.
      message(first.failures[0], 6)
      printNames(checks.dropFirst(), room: room, all: all, context: context)
      return
    }
    printName(first, isFirst: true, context: context)
    message(first.failures[0], 8)
    printNames(checks.dropFirst(), room: room, all: all, context: context)
  }

  /// `all` is the command that lists every one, whatever the window.
  private func printNames(
    _ rest: ArraySlice<Check>, room: Int, all: String, context: TourContext
  ) {
    guard !rest.isEmpty else { return }
    let shown = rest.count <= room ? rest.count : max(room - 1, 0)
    for check in rest.prefix(shown) { printName(check, isFirst: false, context: context) }
    let hidden = rest.count - shown
    guard hidden > 0 else { return }
    let t = context.terminal
    context.out.line(
      t.dim(
        "      \(shown == 0 ? "" : "and ")\(hidden) more failing "
          + (hidden == 1 ? "check" : "checks") + ": \(all)"))
  }

  /// One check's line, cut to the screen's width: its name, or the start
  /// of its message when no test owns it, and how many of its
  /// expectations failed when more than one did.
  private func printName(_ check: Check, isFirst: Bool, context: TourContext) {
    let t = context.terminal
    let count = check.failures.count > 1 ? " (\(check.failures.count) expectations)" : ""
    let text =
      check.name ?? (check.failures[0].explanation ?? check.failures[0].detail)
      .split(separator: "\n").first.map(String.init) ?? ""
    let mark = t.failMark
    let room = min(t.width, 80) - 7 - Terminal.columns(of: mark) - count.count
    let name = TextWrapping.truncate(text, to: room, ellipsis: t.ellipsis)
    context.out.line("      \(mark) " + (isFirst ? t.bold(name) : name) + t.dim(count))
  }
}
