import Foundation

/// `room <file|folder|->`: the facilitator's view of a room, from the
/// learners' progress codes.
enum RoomCommand: TourCommand {
  static let name = "room"
  static let arguments = "<file|folder|-> [--stuck MIN]"
  static let summary = "A facilitator's table of everyone's progress"
  static let details = """
    Reads progress codes (made by each learner's `share`) from a file, from \
    every file in a folder, or from a paste on standard input (-), and prints \
    one row per learner: the kata and step they are on, for how long, and how \
    many katas they have finished. Anyone on the same step for longer than \
    --stuck minutes (default 15) is marked, so you know whom to visit first. \
    Other text in the input is skipped; the newest code per name wins.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    var arguments = arguments
    var stuckMinutes = 15
    if let index = arguments.firstIndex(of: "--stuck") {
      guard index + 1 < arguments.count, let minutes = Int(arguments[index + 1]), minutes > 0
      else { throw TourError.usage("--stuck needs a number of minutes, e.g. --stuck 20.") }
      stuckMinutes = minutes
      arguments.removeSubrange(index...(index + 1))
    }
    let sources = arguments
    guard !sources.isEmpty else {
      throw TourError.usage(
        "say where the progress codes are: a file, a folder, or - to paste them.",
        suggestion: "For example: swift run patterns-tour room ~/room-codes/")
    }
    var text = ""
    for source in sources {
      text += try read(source) + "\n"
    }
    let codes = latestPerName(
      text.split(separator: "\n").compactMap { ProgressCode(line: String($0)) })
    guard !codes.isEmpty else {
      throw TourError.failure(
        "found no progress codes (lines starting with \(ProgressCode.prefix)) in "
          + sources.joined(separator: ", ") + ".",
        suggestion: "Each learner runs: swift run patterns-tour share <name>")
    }
    print(codes, stuckAfter: stuckMinutes, context: context)
    return 0
  }

  private static func read(_ source: String) throws -> String {
    if source == "-" {
      return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }
    let url = URL(fileURLWithPath: source)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw TourError.usage("\(source) does not exist.")
    }
    guard isFolder.boolValue else {
      return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.sorted().compactMap {
      try? String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)
    }.joined(separator: "\n")
  }

  /// One code per learner: the most recent.
  static func latestPerName(_ codes: [ProgressCode]) -> [ProgressCode] {
    var latest: [String: ProgressCode] = [:]
    for code in codes where (latest[code.name]?.at ?? .distantPast) <= code.at {
      latest[code.name] = code
    }
    return latest.values.sorted { $0.name.lowercased() < $1.name.lowercased() }
  }

  /// Minutes on the current step, as of when the code was made.
  static func minutesOnStep(_ code: ProgressCode) -> Int? {
    code.since.map { max(0, Int(code.at.timeIntervalSince($0) / 60)) }
  }

  private static func print(_ codes: [ProgressCode], stuckAfter: Int, context: TourContext) {
    let out = context.out
    let t = context.terminal
    out.heading("The room: \(codes.count) learner(s)")
    out.line(
      t.bold(
        "Name".padding(toLength: 14, withPad: " ", startingAt: 0)
          + "Kata".padding(toLength: 24, withPad: " ", startingAt: 0)
          + "Step  On it    Done  Code made"))
    var stuck: [String] = []
    for code in codes {
      let minutes = minutesOnStep(code)
      let isStuck = (minutes ?? 0) >= stuckAfter
      if isStuck { stuck.append(code.name) }
      let step = code.step.map { "\($0)/\(code.steps ?? 0)" } ?? (code.kata == nil ? "-" : "all")
      let onIt = minutes.map { "\($0) min" } ?? "-"
      let made = ProgressCommand.describe(code.at)
      let row =
        TextWrapping.truncate(code.name, to: 13).padding(toLength: 14, withPad: " ", startingAt: 0)
        + TextWrapping.truncate(code.kata ?? "(not started)", to: 23).padding(
          toLength: 24, withPad: " ", startingAt: 0)
        + step.padding(toLength: 6, withPad: " ", startingAt: 0)
        + onIt.padding(toLength: 8, withPad: " ", startingAt: 0)
        + "\(code.done)/\(code.katas)".padding(toLength: 6, withPad: " ", startingAt: 0)
        + made
      out.line(isStuck ? t.warn(row) : row)
    }
    out.line()
    if stuck.isEmpty {
      out.line("Nobody has been on one step for \(stuckAfter) minutes or more.")
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
    out.next("Refresh after new codes arrive:", "swift run patterns-tour room <same source>")
  }
}
