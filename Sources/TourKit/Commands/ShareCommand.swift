import Foundation

/// `share [name]`: the learner's progress as one line to hand to a facilitator.
enum ShareCommand: TourCommand {
  static let name = "share"
  static let syntax = CommandSyntax(words: [CommandSyntax.Word(name: "your name")], more: "")
  static let summary = "Your progress as one line for a facilitator"
  static let details = """
    Prints a one-line progress code (your name, the kata and step you are on, \
    since when, how many katas you have finished, how many with the extra \
    step, and how many hints you read before their step passed), short enough \
    for one line of an 80-column screen (a long name is cut short), and saves it to \
    .tour/progress-code.txt. Paste it where your facilitator asks, or copy \
    the file to a shared folder; they read the room with `room`. The code \
    holds nothing else: no code, no file names. Your name is remembered.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let given = try read(arguments).words.joined(separator: " ").trimmingCharacters(
      in: .whitespaces)
    if !given.isEmpty { context.learner.setName(given) }
    guard let name = context.learner.learnerName, !name.isEmpty else {
      throw TourError.usage(
        "say the name your facilitator should see (only the first time).",
        suggestion: "For example: \(Tour.shortCommand) share Ana")
    }
    let code = ProgressCode(name: name, learner: context.learner)
    let file = context.kit.tourFolder.appendingPathComponent("progress-code.txt")
    let out = context.out
    out.line(code.text)
    out.line(
      context.terminal.dim(
        "(name; kata; step; minutes on it; katas done; extra steps; hints; when, in UTC)"))
    do {
      try FileSteps.makeFolder(context.kit.tourFolder)
      try FileSteps.write(Data((code.text + "\n").utf8), to: file)
      out.line(context.terminal.dim("Also saved to \(context.kit.relative(file))."))
      out.paragraph(
        "Paste the line above where your facilitator asks (a chat, a shared folder); "
          + "they see the room with `room`.")
    } catch {
      StandardError.write(
        "warning: could not save \(context.kit.relative(file)) "
          + "(\(PlainErrors.describe(error, in: context.kit))).")
    }
    out.next("Back to work:", context.learner.nextStep.command)
    return 0
  }
}
