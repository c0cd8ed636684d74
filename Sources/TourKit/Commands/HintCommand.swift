import Foundation

/// `hint [kata]`: the next hint for the step the learner is on, one tier at a
/// time: a nudge, then a direction, then nearly the answer.
enum HintCommand: TourCommand {
  static let name = "hint"
  static let step = CommandSyntax.Option(
    name: "--step", value: "N", help: "the hints of step N, not the step you are on")
  static let syntax = CommandSyntax(words: [.kata], options: [step])
  static let summary = "The next hint for the step you are on"
  static let details = """
    Each step has three hints, from a nudge to nearly the answer. Each run \
    shows one more (and the ones before it); the tour remembers how far you \
    got. The step is the first failing one at your last check; choose another \
    with --step N. Hints read before a step first passes a check are counted \
    (`progress` and `share` show them); once it has passed, even if a later \
    edit breaks it again, its hints are free.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let input = try read(arguments, wordsChecked: false)
    let chosenStep = try input.number(step, in: 1...99)
    let words = input.words
    if let step = stepNumber(in: words) {
      let line =
        ["\(Tour.shortCommand) hint"] + step.rest.map { Echo.quoted($0) }
        + ["--step \(step.number)"]
      throw TourError.usage(
        "`\(step.typed)` is not a kata; to choose a step, use --step.",
        suggestion: "Did you mean `--step \(step.number)`? Run:\n  "
          + line.joined(separator: " "))
    }
    try expectAtMost(1, words)
    return try show(for: try context.kata(named: words.first), step: chosenStep, context: context)
  }

  /// Shows the next hint of `kata`'s `chosenStep`, or of the step the
  /// learner is on, and counts it. `watch` calls this directly.
  @discardableResult
  static func show(for kata: Kata, step chosenStep: Int?, context: TourContext) throws -> Int32 {
    let learner = context.learner
    if chosenStep == nil, learner.isDone(kata), learner.currentStep(of: kata) == nil,
      learner.pendingExtraStep(of: kata) == nil
    {
      context.out.heading("\(kata.title) \(context.terminal.dim("· hint"))")
      context.out.line("Every step of this kata passes: no hint needed.")
      context.out.line("To read a step's hints anyway (they are not counted):")
      context.out.line("  \(Tour.shortCommand) hint \(kata.id) --step N")
      context.out.next("See the reference solution:", "\(Tour.shortCommand) compare \(kata.id)")
      return 0
    }
    // Once the required steps pass, the extra step on offer is the one meant.
    let step =
      chosenStep ?? learner.currentStep(of: kata) ?? learner.pendingExtraStep(of: kata) ?? 1
    guard (1...kata.steps.count).contains(step) else {
      throw TourError.usage(
        "\"\(kata.title)\" has steps 1 to \(kata.steps.count).",
        suggestion: "Ask for one of them: \(Tour.shortCommand) hint \(kata.id) --step 1")
    }
    let paths = kata.paths(in: context.kit)
    guard let markdown = try? String(contentsOf: paths.hints, encoding: .utf8) else {
      throw TourError.failure("the hints file \(context.kit.relative(paths.hints)) is missing.")
    }
    let tiers = Hints(markdown: markdown).tiers(forStep: step)
    guard !tiers.isEmpty else {
      throw TourError.failure("there are no hints for step \(step) of \(kata.id).")
    }
    let shown = learner.readHint(of: kata, step: step, tiers: tiers.count)
    let again =
      "\(Tour.shortCommand) hint \(kata.id)" + (chosenStep == nil ? "" : " --step \(step)")

    let out = context.out
    let t = context.terminal
    let which = kata.isExtra(step: step) ? "extra step \(step)" : "step \(step)"
    // The hints so far, from the first: taller than the window (a third
    // hint with its code), they are paged from the top, so the nudge and
    // the direction are never scrolled away by the hint that follows them.
    // The next command comes after the pager: two lines, or five after
    // the last hint, below the command line the learner typed.
    out.paged(linesAfter: shown < tiers.count ? 3 : 6) {
      out.heading("\(kata.title) \(t.dim("· hint for \(which)"))")
      out.line(t.dim(kata.steps[step - 1].title))
      for (index, tier) in tiers.prefix(shown).enumerated() {
        out.line()
        let label = "Hint \(index + 1) of \(tiers.count): \(tier.name)"
        out.line(index == shown - 1 ? t.bold(label) : t.dim(label))
        MarkdownPrinter(terminal: t).print(tier.text, to: out)
      }
      if learner.hasPassed(kata, step: step) {
        out.line()
        out.line(t.dim("This step has passed a check before, so its hints are not counted."))
      }
    }
    if shown < tiers.count {
      out.next(
        "Still stuck after trying it? The next hint:", again)
    } else {
      out.line()
      out.line(t.dim("That was the last hint for this step."))
      out.next(
        "Try it, then check. If you are still stuck, peek at the solution:",
        "\(Tour.shortCommand) compare \(kata.id) --peek")
    }
    return 0
  }

  /// A step number given as a plain word, as in `hint 2` or `hint step 2`:
  /// what was typed, the number it means, and the other words.
  static func stepNumber(in words: [String]) -> (typed: String, number: Int, rest: [String])? {
    for (index, word) in words.enumerated() {
      let lowered = word.lowercased()
      var typed = [index]
      var number = Int(word) ?? (lowered.hasPrefix("step") ? Int(lowered.dropFirst(4)) : nil)
      if lowered == "step", index + 1 < words.count, let next = Int(words[index + 1]) {
        number = next
        typed.append(index + 1)
      }
      guard let number else { continue }
      let rest = words.indices.filter { !typed.contains($0) }.map { words[$0] }
      return (typed.map { words[$0] }.joined(separator: " "), number, rest)
    }
    return nil
  }
}
