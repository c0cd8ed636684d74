import Foundation

/// `room <file|folder|->`: the facilitator's view of a room, from the
/// learners' progress codes.
enum RoomCommand: TourCommand {
  static let name = "room"
  static let stuck = CommandSyntax.Option(
    name: "--stuck", value: "MIN", help: "stuck after MIN minutes on a step (15)")
  static let syntax = CommandSyntax(
    words: [CommandSyntax.Word(name: "file|folder|-", optional: false)], options: [stuck],
    more: "...")
  static let summary = "A facilitator's table of everyone's progress"
  static let details = """
    Reads progress codes (made by each learner's `share`) from a file, from \
    every file in a folder, or from a paste on standard input (-), and prints \
    one row per learner: the kata and step they are on, for how long, how \
    many katas they have finished, how many of those with the optional extra \
    step, and how many hints they used (hints read after a step passed are \
    not counted). Anyone on the same step for longer than \
    --stuck minutes (default 15) is marked, so you know whom to visit first. \
    Other text in the input is skipped; the newest code per name wins. \
    Lines may end as on any system (LF, CR LF, CR); files may be UTF-8, \
    UTF-16 or Latin-1, line by line. A code that cannot be true (a step the \
    kata does not have, a date in the future or from before the tour) is \
    rejected with its line and the reason, and never replaces a learner's \
    good row. A dash for the step: no kata checked yet.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let typed = try read(arguments)
    let stuckMinutes = try typed.number(stuck, in: 1...10_000) ?? 15
    // Every word is a source; "-" is standard input, not an option.
    let sources = typed.words
    guard !sources.isEmpty else {
      throw TourError.usage(
        "say where the progress codes are: a file, a folder, or - to paste them.",
        suggestion: "For example: \(Tour.shortCommand) room ~/room-codes/")
    }
    let input = try RoomInput.read(sources)
    let room = RoomCodes(input, check: ProgressCodeCheck(catalogue: context.catalogue, now: Date()))
    let codes = latestPerName(room.codes)
    guard !codes.isEmpty else {
      room.printProblems(input, context: context)
      throw TourError.failure(
        "found no progress codes (lines with \(ProgressCode.shortPrefix) or "
          + "\(ProgressCode.prefix)) that could be "
          + "read in "
          + sources.map { $0 == "-" ? "the paste" : Echo.quoted($0) }.joined(separator: ", ")
          + ".",
        suggestion: "Each learner runs: \(Tour.shortCommand) share <name>")
    }
    print(codes, stuckAfter: stuckMinutes, context: context)
    room.printProblems(input, context: context)
    let again =
      sources == ["-"]
      ? "- (and paste the codes again)"
      : sources.map { ProgressCode.printable($0) }.joined(separator: " ")
    context.out.next("Refresh after new codes arrive:", "\(Tour.shortCommand) room \(again)")
    return 0
  }

  /// One code per learner: the most recent.
  static func latestPerName(_ codes: [ProgressCode]) -> [ProgressCode] {
    var latest: [String: ProgressCode] = [:]
    for code in codes where (latest[code.name]?.at ?? .distantPast) <= code.at {
      latest[code.name] = code
    }
    return latest.values.sorted { $0.name.lowercased() < $1.name.lowercased() }
  }

  /// Minutes on the current step from when it started until `now`: as far
  /// as anyone knows, the learner is still on it. (Counting only up to when
  /// the code was made would hide anyone who shared once and went quiet,
  /// which is who a facilitator most needs to see; "Code made" shows how
  /// fresh each row is.)
  static func minutesOnStep(_ code: ProgressCode, now: Date = Date()) -> Int? {
    code.since.map { ProgressCode.wholeMinutes(now.timeIntervalSince($0)) }
  }

  private static func print(_ codes: [ProgressCode], stuckAfter: Int, context: TourContext) {
    let out = context.out
    let t = context.terminal
    out.heading("The room: \(counted(codes.count, "learner"))")
    out.line(t.bold(row("Name", "Kata", "Step", "On it", "Done", "Extra", "Hints", "Code made")))
    var stuck: [String] = []
    for code in codes {
      let minutes = minutesOnStep(code)
      let isStuck = (minutes ?? 0) >= stuckAfter
      if isStuck { stuck.append(code.name) }
      let step = stepCell(code)
      let onIt = minutes.map { "\($0) min" } ?? "-"
      let made = ProgressCommand.describe(code.at)
      let line = row(
        code.name, code.kata ?? "(not started)", step, onIt, "\(code.done)/\(code.katas)",
        code.extras.map(String.init) ?? "-", code.hints.map(String.init) ?? "-", made)
      out.line(isStuck ? t.warn(line) : line)
    }
    out.line()
    if stuck.isEmpty {
      out.line("Nobody has been on one step for \(counted(stuckAfter, "minute")) or more.")
    } else {
      out.paragraph(
        "On one step for \(stuckAfter)+ minutes: \(stuck.joined(separator: ", ")). "
          + "Visit them first; `hint`, `compare --peek` and `reset` can help.")
    }
    let byKata = Dictionary(grouping: codes.compactMap(\.kata), by: { $0 }).mapValues(\.count)
    if !byKata.isEmpty {
      let summary = byKata.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      out.paragraph("Where people are: " + summary.joined(separator: ", ") + ".")
    }
  }

  /// The step column: "3/5" on step 3 of 5, "all" once every step passed,
  /// and "-" when no step is known: no kata yet, or one whose brief was
  /// read but never checked (a code then names no steps; see
  /// `ProgressCode(name:learner:)`).
  static func stepCell(_ code: ProgressCode) -> String {
    if let step = code.step { return "\(step)/\(code.steps ?? 0)" }
    return code.kata == nil || code.steps == nil ? "-" : "all"
  }

  /// One line of the table; the header goes through here too, so the
  /// columns always line up. Widths are counted in the terminal's columns
  /// (a CJK letter or an emoji takes two), and a name is cut between
  /// letters, never inside one.
  private static func row(
    _ name: String, _ kata: String, _ step: String, _ onIt: String, _ done: String,
    _ extra: String, _ hints: String, _ made: String
  ) -> String {
    // 66 columns before "Code made", so a row fits 80 ("work-out-of-controller"
    // is the longest kata id, 22 characters).
    let columns = [
      (name, 12), (kata, 23), (step, 6), (onIt, 8), (done, 5), (extra, 6), (hints, 6),
    ]
    return columns.map { text, width in
      DisplayWidth.pad(DisplayWidth.truncate(text, to: width - 1), to: width)
    }.joined() + made
  }
}
