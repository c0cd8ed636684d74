import Foundation

/// `progress`: how far the learner got, kata by kata and step by step.
enum ProgressCommand: TourCommand {
  static let name = "progress"
  static let summary = "Your progress in detail, step by step"
  static let details = """
    Shows each kata's steps as of your last check, the hints you have used and \
    how long you have been on the current step. Each kata's extra step (its \
    pattern in today's Swift) is shown apart: a kata is finished without it, \
    and hints read after a step passed are not counted. Progress is kept in \
    .tour/progress.json; delete that file to start the record afresh (your \
    code is not touched).
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    _ = try read(arguments)
    let out = context.out
    let learner = context.learner
    // Nine katas' steps are taller than a small window: paged, with the
    // next command after the pager.
    out.paged { printProgress(context) }
    out.next(learner.nextStep)
    return 0
  }

  private static func printProgress(_ context: TourContext) {
    let out = context.out
    let t = context.terminal
    let learner = context.learner
    out.heading("Your progress")
    let learned = context.catalogue.lessons.filter(learner.isLearned)
    out.line(
      "Patterns read: \(learned.count) of \(context.catalogue.lessons.count)"
        + (learned.isEmpty ? "" : " (\(learned.map(\.title).joined(separator: ", ")))"))
    let done = learner.doneKatas
    let extras = learner.extraDoneKatas.count
    out.line(
      "Katas finished: \(done.count) of \(context.catalogue.katas.count)"
        + (extras == 0 ? "" : ", \(extras) with the extra step too"))
    for kata in context.catalogue.katas {
      out.line()
      out.line(t.bold(kata.title) + t.dim("  \(kata.id)"))
      guard learner.hasStarted(kata) else {
        // Hints read before the first check count too: say so here, as
        // `share` does.
        let used = learner.hintsUsed(kata)
        let hints = used == 0 ? "" : " (\(used) hint\(used == 1 ? "" : "s") used)"
        out.line(t.dim("  not checked yet" + hints))
        continue
      }
      let focus = learner.currentStep(of: kata) ?? learner.pendingExtraStep(of: kata)
      for (index, step) in kata.steps.enumerated() {
        let number = index + 1
        if step.optional && !kata.isExtra(step: number - 1) {
          out.line(t.dim("    Extra step, optional:"))
        }
        let mark =
          learner.passedSteps(of: kata).contains(number)
          ? t.passMark : (number == focus ? t.failMark : t.todoMark)
        let used = learner.hintsUsed(kata, step: number)
        let hints = used == 0 ? "" : "(\(used) hint\(used == 1 ? "" : "s"))"
        // Wrapped, never cut; the hints count goes last, on a line of its
        // own if the title's last line has no room for it.
        let lead = "  \(mark) "
        let leadWidth = Terminal.columns(of: lead)
        let numbered = "\(number). "
        let room = t.width - leadWidth
        var title = TextWrapping.hanging(
          numbered + step.title, width: room, indent: numbered.count)
        if !hints.isEmpty {
          if title[title.count - 1].count + 2 + hints.count <= room {
            title[title.count - 1] += "  " + t.dim(hints)
          } else {
            title.append(String(repeating: " ", count: numbered.count) + t.dim(hints))
          }
        }
        for (index, line) in title.enumerated() {
          out.line((index == 0 ? lead : String(repeating: " ", count: leadWidth)) + line)
        }
      }
      if let completed = learner.finished(kata) {
        out.line(t.good("  finished \(Self.describe(completed))"))
      } else if let since = learner.onStepSince(kata), let step = learner.currentStep(of: kata) {
        out.line(t.dim("  on step \(step) since \(Self.describe(since))"))
      }
      if let spent = learner.timeSpent(on: kata) {
        let span = spent.finished ? "first check to finish" : "first check to last"
        out.line(t.dim("  time spent: \(Self.duration(spent.seconds)) (\(span))"))
      }
    }
  }

  /// A span of time in round words: minutes, then hours and minutes.
  /// Rounded to the nearest minute, as a person says it: 2 min 50 s is
  /// about 3 minutes, not 2.
  static func duration(_ seconds: TimeInterval) -> String {
    let minutes = Int((seconds / 60).rounded())
    switch minutes {
    case ..<1: return "under a minute"
    case 1: return "1 minute"
    case ..<60: return "\(minutes) minutes"
    default:
      let hours = minutes / 60
      let rest = minutes % 60
      return "\(hours) h" + (rest == 0 ? "" : " \(rest) min")
    }
  }

  /// How long ago `date` was, rounded to the nearest unit: a check 2 min
  /// 50 s ago finished "3 minutes ago", one 90 minutes ago "2 hours ago".
  static func describe(_ date: Date, now: Date = Date()) -> String {
    let seconds = now.timeIntervalSince(date)
    let minutes = Int((seconds / 60).rounded())
    let hours = Int((seconds / 3600).rounded())
    switch minutes {
    case ..<1: return "just now"
    case 1: return "a minute ago"
    case ..<60: return "\(minutes) minutes ago"
    case ..<(48 * 60) where hours == 1: return "an hour ago"
    case ..<(48 * 60): return "\(hours) hours ago"
    default: return "\(Int((seconds / 86400).rounded())) days ago"
    }
  }
}
