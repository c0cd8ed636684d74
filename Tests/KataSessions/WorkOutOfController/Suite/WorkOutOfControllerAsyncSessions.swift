import SessionKit
import Testing
import WorkOutOfControllerLearnerSession
import WorkOutOfControllerReferenceSession

/// The extra step's sessions: the same, with async callers awaiting the
/// feed, and their tasks cancelled while they wait.
extension Step5 {
  @Test("In any session, async callers too, your app does what the app as it should be does")
  func sessionsAgree() async {
    let difference = await SessionCheck.firstDifference(
      WorkOutAsyncSessions.self, learner: { LearnerDriver() }, reference: { ReferenceDriver() },
      asItWas: nil as (() -> LearnerDriver)?)
    if let difference { Issue.record(Comment(rawValue: difference)) }
  }
}
