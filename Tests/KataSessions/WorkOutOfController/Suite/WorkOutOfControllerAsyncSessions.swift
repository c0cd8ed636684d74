import SessionKit
import Testing
import WorkOutOfControllerLearnerSession
import WorkOutOfControllerReferenceSession

/// The extra step's sessions: async callers awaiting the feed, and their
/// tasks cancelled while they wait, beside the app as it should be.
extension Step5 {
  @Test("In any session, async callers too, your app does what the app as it should be does")
  func sessionsAgree() async {
    let difference = await SessionCheck.firstDifference(
      WorkOutAsyncSessions.self, count: 40, longest: 32, learner: { LearnerDriver() },
      reference: { ReferenceDriver() },
      asItWas: nil as (() -> LearnerDriver)?)
    if let difference { Issue.record(Comment(rawValue: difference)) }
  }
}
