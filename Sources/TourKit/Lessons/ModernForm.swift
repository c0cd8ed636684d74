import HeadlessKit

/// A pattern in today's Swift: the counterpart in the pattern's `Modern/`
/// folder, shown by `learn` in its "In today's Swift" section and by `recap`
/// in its table.
///
/// The classic form is not retired by the modern one: each has places where
/// it is the better tool, and the lesson says which, so a learner meeting
/// both in one codebase knows why each is there.
struct ModernForm {
  /// One line naming the counterpart: "async download() over the delegate".
  let counterpart: String
  /// A few short paragraphs: what the counterpart is and how it maps onto
  /// the classic form.
  let explanation: [String]
  /// Where the counterpart's code is, relative to the kit root.
  let sourceFolder: String
  /// Runs the counterpart's demo. Asynchronous, because most counterparts
  /// are: the tour runs it to completion on the main actor.
  let demo: @MainActor () async -> Trace
  /// When the classic form is still the better tool.
  let classicIsBetter: String
  /// When the modern form is the better tool.
  let modernIsBetter: String
  /// The pattern's row in `recap`'s table; each cell at most 18 characters.
  let recap: (uikit: String, swiftUI: String, concurrency: String)
}
