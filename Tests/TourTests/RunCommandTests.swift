import Foundation
import Testing

@testable import TourKit

/// `run` end to end in a sandbox kit, with a stand-in for `swift` that also
/// stands in for the test program it "builds": the program writes a story
/// file, as the kata's `Story` suite would. What is tested is the tour's
/// part: the same build as a check, the story found, printed and judged.
/// (The real stories are told by verify, with every kata's starter and
/// solution: see StoryCheck.)
@Suite(
  "run: your own code through the kata's story", .enabled(if: TourBinary.testsRun), .serialized)
struct RunCommandTests {
  /// The story the stand-in test program tells.
  static let story = [
    "note\tThe user taps the button.", "call\tButton\tsends its action to Screen",
    "fine\tThe screen heard the tap.", "wrong\tThe closed screen is still in memory.",
  ].joined(separator: "\n")

  /// A sandbox kit whose demo kata has a story, and a stand-in `swift`
  /// whose test program tells `story` (and then ends with `ending`).
  func sandbox(ending: String = "end", story: String = Self.story) throws -> (SandboxKit, String) {
    let kit = try SandboxKit()
    try write(
      "// the story\n",
      to: kit.root.appendingPathComponent(
        "Tests/KataStories/DemoKata/DemoKataStory.swift"))
    try write(
      "// the teller\n",
      to: kit.root.appendingPathComponent(
        "Tests/KataStories/Support/StoryTeller.swift"))
    let source = kit.root.appendingPathComponent("story-source.txt")
    try write(story + (ending == "end" ? "\nend\n" : "\n"), to: source)
    let swift = try kit.script(
      "stand-in-swift",
      """
      case "$1" in
        build)
          while [ $# -gt 0 ]; do [ "$1" = "--package-path" ] && package="$2"; shift; done
          mkdir -p "$package/.build/debug"
          cp "$0" "$package/.build/debug/KataCheckPackageTests.xctest"
          exit 0 ;;
        test|--testing-library)
          [ -n "$PATTERNS_TOUR_STORIES" ] || exit 0
          cat '\(source.path)' > "$PATTERNS_TOUR_STORIES/DemoKataTests.story"
          \(ending == "crash" ? "kill -SEGV $$" : "exit 0") ;;
      esac
      exit 1

      """)
    return (kit, swift)
  }

  /// The output without the build's time, which differs from run to run,
  /// and the first build's note.
  func withoutTimes(_ output: String) -> String {
    output.split(separator: "\n").filter {
      !$0.hasPrefix("Building your code") && !$0.hasPrefix("First build")
    }.joined(separator: "\n")
  }

  @Test("The story is printed as a trace, with what went wrong marked, the same every time")
  func printsTheStory() throws {
    let (kit, swift) = try sandbox()
    defer { kit.remove() }
    let run = try kit.run(["run", "demo-kata"], environment: ["PATTERNS_TOUR_SWIFT": swift])
    let again = try kit.run(["run", "demo-kata"], environment: ["PATTERNS_TOUR_SWIFT": swift])

    #expect(run.status == 0, "\(run.output)\(run.errors)")
    for line in [
      "The user taps the button.", "  Button  sends its action to Screen",
      "  [ok] The screen heard the tap.", "  [x] The closed screen is still in memory.",
      "The story went wrong where it is marked.",
      "See which step to work on: ./tour check demo-kata",
    ] {
      #expect(run.output.contains(line), "missing \"\(line)\" in:\n\(run.output)")
    }
    #expect(withoutTimes(run.output) == withoutTimes(again.output))
    #expect(run.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
    // Built in the check's own package, the story beside the kata's tests.
    let tests = kit.root.appendingPathComponent(".tour/build/check/Tests/DemoKataTests")
    for file in ["DemoKataStory.swift", "StoryTeller.swift"] {
      #expect(FileManager.default.fileExists(atPath: tests.appendingPathComponent(file).path))
    }
  }

  @Test("A screen taller than the window is paged whole, title and build first, every run")
  func pagedWholeEveryTime() throws {
    let long = (1...17).map { "note\tThe user does thing \($0)." }.joined(separator: "\n")
    let (kit, swift) = try sandbox(story: Self.story + "\n" + long)
    defer { kit.remove() }
    for run in 1...2 {
      let paged = kit.root.appendingPathComponent("paged-\(run).txt")
      let environment = [
        "PATTERNS_TOUR_SWIFT": swift, "COLUMNS": "80", "LINES": "24",
        "PAGER": "tee '\(paged.path)' >/dev/null",
      ]
      let screen = try kit.runOnTerminal(
        ["run", "demo-kata"], environment: environment, interactive: true)
      let pager = try String(contentsOf: paged, encoding: .utf8)
      let first = pager.split(separator: "\n").first.map(String.init) ?? ""
      #expect(first.contains("Demo kata"), "run \(run): the pager opens on \(first)")
      #expect(pager.contains("Building your code"), "run \(run): \(pager)")
      #expect(pager.contains("The user does thing 17."), "run \(run): \(pager)")
      let next = try #require(screen.split(separator: "\n").last { !$0.isEmpty })
      #expect(next.contains("./tour check demo-kata"), "run \(run): \(screen)")
      #expect(!pager.contains("./tour check"), "run \(run): \(pager)")
    }
  }

  @Test("A story that fits the window with its title is printed, not paged")
  func shortStoryNotPaged() throws {
    let (kit, swift) = try sandbox()
    defer { kit.remove() }
    let paged = kit.root.appendingPathComponent("paged.txt")
    let environment = [
      "PATTERNS_TOUR_SWIFT": swift, "COLUMNS": "80", "LINES": "24",
      "PAGER": "tee '\(paged.path)' >/dev/null",
    ]
    let screen = try kit.runOnTerminal(
      ["run", "demo-kata"], environment: environment, interactive: true)
    #expect(!FileManager.default.fileExists(atPath: paged.path), "paged though it fits")
    #expect(screen.contains("The story went wrong"), "\(screen)")
  }

  @Test("A story cut short by a crash shows what it told, then says so; exit 1")
  func crashMidStory() throws {
    let (kit, swift) = try sandbox(ending: "crash")
    defer { kit.remove() }
    let run = try kit.run(["run", "demo-kata"], environment: ["PATTERNS_TOUR_SWIFT": swift])

    #expect(run.status == 1, "\(run.output)\(run.errors)")
    #expect(run.output.contains("The user taps the button."), "\(run.output)")
    #expect(
      run.output.contains("Your code crashed during the story, after the lines above."),
      "\(run.output)")
    #expect(!run.output.contains("The story went wrong"), "\(run.output)")
  }

  @Test("Code that does not compile is reported as a check reports it; exit 1")
  func doesNotCompile() throws {
    let (kit, _) = try sandbox()
    defer { kit.remove() }
    let run = try kit.run(
      ["run", "demo-kata"], environment: ["PATTERNS_TOUR_SWIFT": try kit.failingSwift()])

    #expect(run.status == 1, "\(run.output)\(run.errors)")
    #expect(run.output.contains("Your code does not compile yet."), "\(run.output)")
    #expect(run.output.contains("./tour run demo-kata"), "\(run.output)")
  }

  @Test("A kata with no story says so and suggests a check; exit 1")
  func noStory() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let run = try kit.run(["run", "demo-kata"])

    #expect(run.status == 1)
    #expect(run.errors.contains("demo-kata has no story to run yet."), "\(run.errors)")
    #expect(run.errors.contains("./tour check demo-kata"), "\(run.errors)")
  }
}
