import Foundation

/// What a kata still lacks before it can ship, found without building it:
/// the files every kata has, hints in three tiers for every step, a test
/// suite for every step, enough wrong solutions, each with a step that
/// exists and a patch that applies, and no `TODO` left from the scaffold.
///
/// `dev new` writes a kata that fails every one of these in a useful way,
/// so `verify <kata>` doubles as the author's checklist.
struct KataCompleteness {
  /// A kata must reject at least this many known wrong solutions.
  static let minimumWrongSolutions = 8
  /// The tiers of every step's hints, in order.
  static let tiers = ["Nudge", "Direction", "Nearly there"]

  let kit: Kit
  let kata: Kata

  /// A wrong solution names its class, one the kit knows (see
  /// `MistakeClass`), so the corpus can be counted by class.
  private func classProblem(_ wrong: WrongSolution) -> String? {
    guard wrong.mistakeClass == nil else { return nil }
    let known = MistakeClass.allCases.map(\.rawValue).joined(separator: ", ")
    guard let name = wrong.className else {
      return "wrong solution `\(wrong.name)` names no \"class\" (one of: \(known))"
    }
    return "wrong solution `\(wrong.name)` has class `\(name)`, not one of: \(known)"
  }

  /// One plain sentence per thing that is missing or off.
  var missing: [String] {
    files + hints + tests + extraStep + wrongSolutions + placeholders + workbenchTarget + story
      + listedNames
  }

  /// Every kata has a story for `run`; verify tells it (see StoryCheck).
  private var story: [String] {
    guard !kata.hasStory(in: kit) else { return [] }
    let folder = kit.relative(kit.kataStories.appendingPathComponent(kata.module))
    return ["it has no story for `run` in \(folder)/ (see CONTRIBUTING.md, \"Stories\")"]
  }

  /// Every kata ends with one optional step, the pattern's modern form,
  /// held to the rules of every step: the starter fails it, and at least
  /// one wrong solution in the core corpus is rejected by it.
  private var extraStep: [String] {
    let extras = kata.extraSteps
    guard let extra = extras.first else {
      return ["it has no optional extra step (a last step with \"optional\": true in kata.json)"]
    }
    var missing: [String] = []
    if extras.count > 1 { missing.append("it has \(extras.count) optional steps; a kata has one") }
    if kata.steps.last != extra {
      missing.append("its optional step `\(extra.suite)` must come after every required step")
    }
    if !extra.failsOnStarter {
      missing.append("its optional step `\(extra.suite)` must fail on the starter, like every step")
    }
    let core = kata.wrongSolutions.filter { !$0.isExtra && $0.failsStep == extra.suite }
    if core.isEmpty {
      missing.append(
        "no wrong solution in its core corpus is meant to fail its optional step `\(extra.suite)`")
    }
    return missing
  }

  private var paths: Kata.Paths { kata.paths(in: kit) }
  private var manager: FileManager { .default }

  private var files: [String] {
    var missing: [String] = []
    let required = [
      (paths.brief, "the brief"), (paths.hints, "the hints"), (paths.notes, "the solution's notes"),
    ]
    for (file, what) in required where !manager.fileExists(atPath: file.path) {
      missing.append("\(what), \(kit.relative(file)), is missing")
    }
    if FolderSync.swiftFiles(in: paths.starter).isEmpty {
      missing.append("\(kit.relative(paths.starter))/ holds no Swift files")
    }
    if !manager.fileExists(atPath: paths.solution.path) {
      missing.append("the solution folder, \(kit.relative(paths.solution))/, is missing")
    }
    let brief = (try? String(contentsOf: paths.brief, encoding: .utf8)) ?? ""
    for (index, step) in kata.steps.enumerated() where !brief.contains(step.title) {
      missing.append("the brief does not name step \(index + 1), \"\(step.title)\"")
    }
    return missing
  }

  private var hints: [String] {
    guard let text = try? String(contentsOf: paths.hints, encoding: .utf8) else { return [] }
    let hints = Hints(markdown: text)
    return kata.steps.indices.compactMap { index in
      let names = hints.tiers(forStep: index + 1).map(\.name)
      guard names != Self.tiers else { return nil }
      return "hints.md, step \(index + 1): needs the tiers "
        + Self.tiers.joined(separator: ", ") + " in that order (has "
        + (names.isEmpty ? "none" : names.joined(separator: ", ")) + ")"
    }
  }

  private var tests: [String] {
    let text = FolderSync.swiftFiles(in: paths.tests).compactMap {
      try? String(contentsOf: paths.tests.appendingPathComponent($0), encoding: .utf8)
    }.joined(separator: "\n")
    return kata.steps.compactMap { step in
      text.contains("struct \(step.suite) ")
        ? nil : "no test suite `struct \(step.suite)` in \(kit.relative(paths.tests))/"
    }
  }

  private var wrongSolutions: [String] {
    var missing: [String] = []
    let count = kata.wrongSolutions.filter { !$0.isExtra }.count
    if count < Self.minimumWrongSolutions {
      missing.append(
        "it has \(count) wrong solution\(count == 1 ? "" : "s") in its core corpus; a kata "
          + "needs at least \(Self.minimumWrongSolutions) (see CONTRIBUTING.md, "
          + "\"Wrong solutions\")")
    }
    let suites = kata.steps.map(\.suite)
    var seen = Set<String>()
    for wrong in kata.wrongSolutions {
      if !seen.insert(wrong.name).inserted {
        missing.append("wrong solution `\(wrong.name)` is listed twice")
      }
      if !KataID.isWellFormed(wrong.name) {
        missing.append("wrong solution `\(wrong.name)`: a name is lower-case words with dashes")
      }
      if !suites.contains(wrong.failsStep) {
        missing.append(
          "wrong solution `\(wrong.name)` names step `\(wrong.failsStep)`, which kata.json "
            + "does not have (its steps: \(suites.joined(separator: ", ")))")
      }
      if let problem = classProblem(wrong) { missing.append(problem) }
      missing += patchProblems(wrong)
    }
    let entries = (try? manager.contentsOfDirectory(atPath: paths.wrong.path)) ?? []
    for entry in entries.sorted() where !entry.hasPrefix(".") {
      let place = "\(kit.relative(paths.wrong))/\(entry)"
      if isFolder(paths.wrong.appendingPathComponent(entry)) {
        if !seen.contains(entry) {
          missing.append("\(place)/ is not listed in kata.json's wrongSolutions")
        }
      } else if !entry.hasSuffix(".patch") {
        missing.append("\(place) is not a patch; wrong solutions are <name>.patch files")
      } else if !seen.contains(String(entry.dropLast(".patch".count))) {
        missing.append("\(place) is not listed in kata.json's wrongSolutions")
      }
    }
    return missing
  }

  /// What keeps one wrong solution's patch from being built: a folder of
  /// whole files not yet made a patch, a `removes` the patch should say,
  /// or a patch that is missing or no longer applies to the solution.
  private func patchProblems(_ wrong: WrongSolution) -> [String] {
    if isFolder(paths.wrong.appendingPathComponent(wrong.name)) {
      return [
        "wrong solution `\(wrong.name)` is a folder of whole files, "
          + "\(kit.relative(paths.wrong))/\(wrong.name)/; make it a patch: "
          + "\(Tour.shortCommand) dev convert-wrong \(kata.id)"
      ]
    }
    var problems: [String] = []
    if !wrong.removes.isEmpty {
      problems.append(
        "wrong solution `\(wrong.name)` lists \"removes\" in kata.json; its patch deletes "
          + "those files now, so take the key out")
    }
    do {
      _ = try WrongPatch(kit: kit, kata: kata, wrong: wrong).changedFiles()
    } catch {
      problems.append(error.description)
    }
    return problems
  }

  private func isFolder(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return manager.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// Files that still hold the scaffold's `TODO` markers.
  private var placeholders: [String] {
    var files = [paths.exercise.appendingPathComponent("kata.json"), paths.brief, paths.hints]
    files.append(paths.notes)
    for folder in [paths.starter, paths.solution, paths.tests] + kata.storyFolders(in: kit) {
      files += FolderSync.swiftFiles(in: folder).map { folder.appendingPathComponent($0) }
    }
    files += kata.wrongSolutions.map { WrongPatch.file(of: $0.name, in: paths) }
    let marked = files.filter {
      ((try? String(contentsOf: $0, encoding: .utf8)) ?? "").contains("TODO")
    }
    guard !marked.isEmpty else { return [] }
    return ["still has TODO markers in: " + marked.map(kit.relative).joined(separator: ", ")]
  }

  /// The workbench module must be in the kit's Package.swift, or editors and
  /// `swift build` do not see the learner's code.
  private var workbenchTarget: [String] {
    let manifest = kit.root.appendingPathComponent("Package.swift")
    let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
    return kata.modules.filter { !text.contains("\"\($0.name)\"") }.map {
      "Package.swift's workbench does not list \"\($0.name)\""
    }
  }
}
