import SessionKit
import SlimTimelineLearnerSession
import SlimTimelineReferenceSession
import Testing

/// The extra step's sessions: tasks awaiting download(), cancelled at any
/// moment, racing the next call.
extension Step6 {
  @Test("In any session of tasks awaiting download(), yours does what the one as it should be does")
  func sessionsAgree() async {
    let difference = await SessionCheck.firstDifference(
      TimelineDownloaderSessions.self, count: 80, learner: { LearnerDriver() },
      reference: { ReferenceDriver() }, asItWas: nil as (() -> LearnerDriver)?)
    if let difference { Issue.record(Comment(rawValue: difference)) }
  }
}
