import Foundation

/// What every command works with: the kit, its catalogue, the learner's
/// state and the output.
@MainActor
final class TourContext {
  let kit: Kit
  let catalogue: Catalogue
  let out: Output
  /// The learner's record and the rules of progress.
  let learner: LearnerState
  /// The command being run ("check") and its arguments, so that a
  /// suggestion can repeat the line with a mistyped name put right.
  var commandName = "kata"
  var arguments: [String] = []

  init(kit: Kit, out: Output) {
    self.kit = kit
    self.out = out
    let catalogue = Catalogue.load(from: kit)
    self.catalogue = catalogue
    self.learner = LearnerState(
      catalogue: catalogue, store: ProgressStore(file: kit.progressFile),
      saveFailed: { error in
        StandardError.write(
          "warning: could not save progress to \(kit.relative(kit.progressFile)): "
            + "\(PlainErrors.describe(error, in: kit)). "
            + (DiskFull.isCause(of: error)
              ? "The disk is full. " + DiskFull.advice
              : "Check that the kit's folder is writable (\(Tour.shortCommand) doctor)."))
      })
    if let warning = learner.loadWarning { StandardError.write("warning: \(warning)") }
    for problem in catalogue.problems { StandardError.write("warning: skipped a kata: \(problem)") }
  }

  var terminal: Terminal { out.terminal }

  /// The kata called `name`; with no name, the one the learner is on.
  func kata(named name: String?) throws -> Kata {
    guard let name else {
      guard let kata = learner.defaultKata else {
        throw TourError.failure("the kit has no katas (nothing under Exercises/).")
      }
      return kata
    }
    if let kata = catalogue.kata(name.lowercased()) { return kata }
    let ids = catalogue.katas.map(\.id)
    throw noSuch(
      "kata", called: name, among: ids,
      otherwise:
        "Katas: \(ids.joined(separator: ", ")). See them all with: \(Tour.shortCommand) list")
  }

  /// The lesson called `name`.
  func lesson(named name: String) throws -> Lesson {
    let wanted = name.lowercased().replacingOccurrences(of: " ", with: "-")
    if let lesson = catalogue.lessons.first(where: { $0.id == wanted }) { return lesson }
    let ids = catalogue.lessons.map(\.id)
    throw noSuch(
      "pattern", called: name, among: ids,
      otherwise:
        "Patterns: \(ids.joined(separator: ", ")). See them with: \(Tour.shortCommand) list")
  }

  /// "There is no kata called `x`": the usage error for a name that is not
  /// among `ids`. It suggests the command line again with the nearest id
  /// put in, or, with none near, says `otherwise`.
  private func noSuch(_ what: String, called name: String, among ids: [String], otherwise: String)
    -> TourError
  {
    TourError.usage(
      "there is no \(what) called `\(Echo.quoted(name))`.",
      suggestion: DidYouMean.suggestion(for: name, among: ids).map {
        DidYouMean.advice($0, command: commandName, arguments: arguments, replacing: name)
      } ?? otherwise)
  }
}
