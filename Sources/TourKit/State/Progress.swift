import Foundation

/// What the tour remembers about one learner: which lessons they read, how far
/// each kata got, which hints they have seen. Kept in `.tour/progress.json`.
struct Progress: Codable, Equatable {
  struct KataProgress: Codable, Equatable {
    /// Steps passing at the last check, by step number.
    var passedSteps: [Int] = []
    var totalSteps: Int = 0
    /// The first step that failed at the last check; nil when all pass.
    var firstFailingStep: Int?
    var lastChecked: Date?
    /// When the kata was first checked: where the time spent on it starts.
    /// Nil in records written before it was kept.
    var firstChecked: Date?
    var completed: Date?
    /// Since when the learner has been on `firstFailingStep`: for the room view.
    var stepStarted: Date?
    /// Highest hint tier shown before the step first passed, by step number
    /// (as a string, for JSON): the hints that count.
    var hintTiers: [String: Int] = [:]
    /// Highest tier read once the step had passed: not counted. Optional
    /// so that records written before it existed still load.
    var hintsAfterPassing: [String: Int]?
    /// Every step that has passed at some check, even if a later edit broke
    /// it again or the kata was reset since: from then on its hints are
    /// free. Nil in records written before it was kept.
    var everPassed: [Int]?
    /// Whether the last check built and ran the tests; false when the code
    /// did not compile (`passedSteps` then still holds the check before).
    /// Nil in records written before it was kept.
    var lastCheckRan: Bool?
  }

  var version = 1
  var welcomed = false
  /// The name shown to a facilitator by `share`.
  var learnerName: String?
  var learned: [String] = []
  var currentKata: String?
  var katas: [String: KataProgress] = [:]

  func kata(_ id: String) -> KataProgress { katas[id] ?? KataProgress() }
}
