import Foundation

/// `warm <kata>`: builds a kata ahead of its first check. `kata` starts it
/// in the background while the brief is read, and the first screen while
/// it is read; it is not listed in `help`.
enum WarmCommand: TourCommand {
  static let name = "warm"
  static let audience = CommandAudience.tour
  static let syntax = CommandSyntax(words: [CommandSyntax.Word(name: "kata", optional: false)])
  static let summary = "Build a kata ahead of its first check"
  static let details = """
    Started by `kata`, in the background and detached from the terminal, \
    while you read the brief (and by the first screen, for the kata you will \
    most likely open first, until the package holds it): it compiles the toolkit (the first time), the \
    kata and its tests, so the first check only has to run the tests; then, \
    unless a check needs the package, every kata not compiled yet, so that \
    their first checks only link. It prints nothing, writes only under \
    .tour/build (the compiler's output goes to .tour/build/warm.log), and \
    ends when its builds do. A check started meanwhile waits for the build \
    of its own kata, and no longer: the background build stops before the \
    next kata, or halfway through one, without a word. It does nothing when another \
    build is under way. PATTERNS_TOUR_BACKGROUND_BUILD=0 stops `kata` and the first screen from starting it.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let words = try read(arguments).words
    guard words.count == 1 else {
      throw TourError.usage(
        "`warm` takes the kata to build.",
        suggestion: "For example: \(Tour.shortCommand) warm slim-timeline")
    }
    let kata = try context.kata(named: words[0])
    return BackgroundBuild.run(kata, others: context.catalogue.katas, in: context.kit)
  }
}
