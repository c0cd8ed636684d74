/// The text of a new kata's files, as `dev new` writes them. Every place
/// where the kata's own words or code go says `TODO`, and `verify` lists a
/// kata as incomplete while any is left.
enum KataTemplates {
  static func manifest(id: String, pattern: String, module: String, steps: Int) -> String {
    let stepLines = (1...steps).map {
      """
          {"suite": "Step\($0)", "title": "TODO: what step \($0) asks, in plain words", \
      "failsOnStarter": true}
      """
    }.joined(separator: ",\n")
    return """
      {
        "id": "\(id)",
        "title": "TODO: the kata's title",
        "pattern": "\(pattern)",
        "module": "\(module)",
        "minutes": 30,
        "harnessHook": "class \(module)Example {",
        "files": ["\(module)Kit/\(module)Example.swift", "\(module)App/\(module)Screen.swift"],
        "modules": [
          {"name": "\(module)Kit", "dependencies": ["HeadlessKit"],
           "seam": "TODO: why this part must not see the app, in the pattern's words."},
          {"name": "\(module)App", "dependencies": ["HeadlessKit", "\(module)Kit"]}
        ],
        "steps": [
      \(stepLines)
        ],
        "wrongSolutions": [
          {"name": "example", "failsStep": "Step1", "class": "core",
           "mistake": "TODO: one sentence on what it gets wrong about the pattern."}
        ]
      }

      """
  }

  static func brief(id: String, steps: Int) -> String {
    let list = (1...steps).map { "\($0). TODO: what step \($0) asks, in plain words" }
    return """
      # TODO: the kata's title

      TODO: a short story about an app with a problem that the pattern solves.

      ## Files to edit

      TODO: say what each module is, that the first cannot see the second,
      and that the second sees only what the first declares `public`.

      - `Sources/Katas/\(KataID.upperCamelCase(id))/\(KataID.upperCamelCase(id))Kit/` TODO: name each file

      ## Steps

      \(list.joined(separator: "\n"))

      Check your work with `\(Tour.shortCommand) check \(id)`.

      """
  }

  static func hints(steps: Int) -> String {
    (1...steps).map { step in
      """
      ## Step \(step)

      ### Nudge

      TODO: a pointer to where to look.

      ### Direction

      TODO: which way to go.

      ### Nearly there

      TODO: nearly the answer.

      """
    }.joined(separator: "\n")
  }

  /// The reusable part's starter: the module that cannot see the app.
  static func starter(module: String) -> String {
    """
    import HeadlessKit

    // TODO: replace with the kata's starter: real app code with a smell, which
    // compiles, declares everything the tests use, and never traps.

    /// TODO: what this type is in the kata's story.
    @MainActor
    public final class \(module)Example {
      public private(set) var count = 0

      public init() {}

      public func tap() {}
    }

    """
  }

  /// The app's starter: the module that builds on the reusable part.
  static func screen(module: String) -> String {
    """
    import HeadlessKit
    import \(module)Kit

    /// TODO: the screen of the kata's story, which uses the reusable part.
    @MainActor
    final class \(module)Screen {
      let example = \(module)Example()
    }

    """
  }

  static func solution(module: String) -> String {
    starter(module: module).replacingOccurrences(
      of: "public func tap() {}", with: "public func tap() { count += 1 }")
  }

  static func wrong(module: String) -> String {
    starter(module: module).replacingOccurrences(
      of: "public func tap() {}", with: "public func tap() { count = 1 }")
  }

  /// The example wrong solution as it is stored: a patch against the
  /// solution, made the way `dev wrong` makes one.
  static func wrongPatch(module: String) -> String {
    let file = "\(module)Kit/\(module)Example.swift"
    let change = LineDiff.change(
      path: file, from: solution(module: module), to: wrong(module: module))
    return change.map(PatchWriter.text(of:)) ?? ""
  }

  static func test(module: String, step: Int) -> String {
    """
    import HeadlessKit
    import Testing

    @testable import \(module)App
    @testable import \(module)Kit

    // TODO: step \(step)'s tests: behaviour at the pattern's seam (spies, a
    // second sender, a released owner), each expectation with a comment in
    // plain words that says what should have happened and where to look.
    @Suite("\(step). TODO: the step's title, as in kata.json")
    @MainActor
    struct Step\(step) {
      @Test("TODO: one behaviour, in plain words")
      func countsEveryTap() {
        let example = \(module)Example()
        example.tap()
        example.tap()
        #expect(example.count == 2, "TODO: what should have happened, and where to look.")
      }
    }

    """
  }

  /// The kata's story for `run` (see Tests/KataStories/Support).
  static func story(module: String) -> String {
    """
    import HeadlessKit

    @testable import \(module)App
    @testable import \(module)Kit

    // TODO: the kata's story for `patterns-tour run`: one scene of the app's
    // life, driven through the starter's declarations only, with what
    // happened said in words. The starter must show the problem (a `wrong`),
    // the solution must end well; verify holds the kata to both.
    extension Story {
      static func tell(_ story: StoryTeller) async {
        let screen = \(module)Screen()
        story.note("TODO: what the user does.")
        screen.example.tap()
        screen.example.tap()
        story.record("\(module)Example", "counted \\(screen.example.count) taps")
        story.expect(
          screen.example.count == 2, fine: "TODO: what went well.",
          wrong: "TODO: what the user sees go wrong.")
      }
    }

    """
  }

  static let notes = """
    # TODO: the solution's design

    TODO: a few short paragraphs on the choices the reference solution makes,
    and why.

    """
}
