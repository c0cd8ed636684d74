import HeadlessKit

/// One pattern's page in the tour: what it is, a diagram, where it lives in
/// Apple's frameworks, and a live demo that runs the reference module.
///
/// Lessons are code, not text files, because the demo runs: the trace a
/// learner reads is produced by the module it describes.
struct Lesson {
  /// Used on the command line: `learn delegation`.
  let id: String
  let title: String
  /// One sentence: the problem the pattern solves.
  let purpose: String
  /// A few short paragraphs in plain words.
  let explanation: [String]
  /// An ASCII diagram, at most 76 columns wide.
  let diagram: String
  /// Where a learner will meet the pattern, written as a table (see
  /// `places(_:)`).
  let whereItLives: [Place]
  /// Where the reference code is, relative to the kit root.
  let sourceFolder: String
  /// Runs the reference module's demo and returns what it recorded.
  let demo: @MainActor () -> Trace
  /// The pattern in today's Swift (async/await, SwiftUI, Observation).
  var modern: ModernForm? = nil
  /// Which of the kit's sources the lesson draws on, and how.
  var origin: LessonOrigin? = nil
}
