import Foundation
import Testing

@testable import TourKit

/// Every demo's trace, classic and modern, is part of the lesson: `learn`
/// and `demo` print it as it is. So each is kept whole in a golden file,
/// `Tests/TourTests/Golden/<lesson>.txt` and `<lesson>-modern.txt`, and
/// compared line for line: a change to any trace, wanted or not, shows up
/// as a diff in review. The same suite checks that each trace fits 80
/// columns and comes out the same on every run.
///
/// To write the files again on purpose, after changing a demo:
///
///     PATTERNS_KIT_RECORD_GOLDEN=1 swift test --filter DemoTraceTests
///
/// then read `git diff Tests/TourTests/Golden` before committing it.
@Suite("Demo traces")
@MainActor
struct DemoTraceTests {
  /// One demo: a lesson's classic one, or its modern form's.
  struct Demo: CustomStringConvertible, Sendable {
    let lesson: String
    let isModern: Bool

    var description: String { isModern ? "\(lesson) (modern)" : lesson }
    var goldenName: String { isModern ? "\(lesson)-modern.txt" : "\(lesson).txt" }

    /// Runs the demo and returns its trace as lines. Awaited, not run
    /// through `MainActorRunLoop`: a test already runs on the main actor,
    /// where turning the run loop would wait for itself.
    @MainActor
    func run() async throws -> [String] {
      let lesson = try #require(Lessons.named(self.lesson))
      guard isModern else { return lesson.demo().lines() }
      let modern = try #require(lesson.modern, "\(self.lesson) has no modern form")
      return await modern.demo().lines()
    }
  }

  nonisolated static let demos: [Demo] = Lessons.all.flatMap { lesson in
    [Demo(lesson: lesson.id, isModern: false)]
      + (lesson.modern == nil ? [] : [Demo(lesson: lesson.id, isModern: true)])
  }

  nonisolated static let goldenFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Golden")

  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["PATTERNS_KIT_RECORD_GOLDEN"] == "1"
  }

  @Test("Every lesson's demo, classic and modern, has a golden trace")
  func everyDemoIsCovered() throws {
    #expect(Self.demos.count == Lessons.all.count * 2, "a lesson has no modern demo")
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path)
    let stale = Set(files).subtracting(Self.demos.map(\.goldenName))
    #expect(stale.isEmpty, "golden files for no demo (remove them): \(stale.sorted())")
  }

  @Test("The trace matches its golden file, line for line", arguments: demos)
  func matchesGolden(demo: Demo) async throws {
    let trace = try await demo.run()
    let file = Self.goldenFolder.appendingPathComponent(demo.goldenName)
    let text = trace.joined(separator: "\n") + "\n"
    if Self.isRecording {
      let old = try? String(contentsOf: file, encoding: .utf8)
      if old != text { try text.write(to: file, atomically: true, encoding: .utf8) }
      return
    }
    guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record(
        """
        \(demo): no golden trace at Tests/TourTests/Golden/\(demo.goldenName). \
        Write it with PATTERNS_KIT_RECORD_GOLDEN=1 swift test --filter DemoTraceTests
        """)
      return
    }
    let expected = golden.components(separatedBy: "\n").dropLast()
    guard trace != Array(expected) else { return }
    Issue.record(
      """
      \(demo): the demo's trace differs from Tests/TourTests/Golden/\(demo.goldenName) \
      (- golden, + now):
      \(Self.diff(from: Array(expected), to: trace).joined(separator: "\n"))
      If the change is meant, write the file again: \
      PATTERNS_KIT_RECORD_GOLDEN=1 swift test --filter DemoTraceTests
      """)
  }

  @Test("The trace fits in 80 columns and repeats exactly", arguments: demos)
  func fitsAndRepeats(demo: Demo) async throws {
    let first = try await demo.run()
    let second = try await demo.run()
    #expect(!first.isEmpty, "\(demo): the demo recorded nothing")
    #expect(first == second, "\(demo): the trace changed between two runs")
    for line in first where line.count > 80 {
      Issue.record("\(demo): trace line too wide (\(line.count)): \(line)")
    }
  }

  /// The lines only the golden file has ("- ", numbered as there), then
  /// those only the trace has ("+ ", numbered as in the trace).
  static func diff(from old: [String], to new: [String]) -> [String] {
    new.difference(from: old).map { change in
      switch change {
      case .remove(let offset, let line, _): "- \(offset + 1): \(line)"
      case .insert(let offset, let line, _): "+ \(offset + 1): \(line)"
      }
    }
  }
}
