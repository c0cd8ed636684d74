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
        "files": ["\(module).swift"],
        "steps": [
      \(stepLines)
        ],
        "wrongSolutions": [
          {"name": "example", "failsStep": "Step1",
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

      - `Sources/Katas/\(KataID.upperCamelCase(id))/` TODO: name each file

      ## Steps

      \(list.joined(separator: "\n"))

      Check your work with `swift run patterns-tour check \(id)`.

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

  static func starter(module: String) -> String {
    """
    import HeadlessKit

    // TODO: replace with the kata's starter: real app code with a smell, which
    // compiles, declares everything the tests use, and never traps.

    /// TODO: what this type is in the kata's story.
    @MainActor
    final class \(module)Example {
      private(set) var count = 0

      func tap() {}
    }

    """
  }

  static func solution(module: String) -> String {
    starter(module: module).replacingOccurrences(
      of: "func tap() {}", with: "func tap() { count += 1 }")
  }

  static func wrong(module: String) -> String {
    starter(module: module).replacingOccurrences(
      of: "func tap() {}", with: "func tap() { count = 1 }")
  }

  static func test(module: String, step: Int) -> String {
    """
    import HeadlessKit
    import Testing

    @testable import \(module)

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

  static let notes = """
    # TODO: the solution's design

    TODO: a few short paragraphs on the choices the reference solution makes,
    and why.

    """
}
