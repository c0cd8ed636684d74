import SessionKit
import SomeoneElsesJobLearnerSession
import SomeoneElsesJobReferenceSession
import Testing

/// The extra step's sessions: an async home screen, async callers of the
/// feed, and their tasks cancelled while they wait, beside the app as it
/// should be.
extension Step5 {
  @Test("In any session, async callers too, your app does what the app as it should be does")
  func sessionsAgree() async {
    let difference = await SessionCheck.firstDifference(
      RecoveryAsyncSessions.self, count: 40, longest: 32, learner: { LearnerDriver() },
      reference: { ReferenceDriver() },
      asItWas: nil as (() -> LearnerDriver)?)
    if let difference { Issue.record(Comment(rawValue: difference)) }
  }
}
