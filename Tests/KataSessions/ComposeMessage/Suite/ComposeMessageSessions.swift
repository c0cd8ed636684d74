import ComposeMessageLearnerSession
import ComposeMessageReferenceSession
import SessionKit
import Testing

/// The sessions: the learner's app and the app as it should be, side by
/// side, in every session a user could have with them.
extension Step5 {
  @Test("In any session, your app does what the app as it should be does")
  func sessionsAgree() async {
    let difference = await SessionCheck.firstDifference(
      ComposeSessions.self, learner: { LearnerDriver() }, reference: { ReferenceDriver() },
      asItWas: nil as (() -> LearnerDriver)?)
    if let difference { Issue.record(Comment(rawValue: difference)) }
  }
}
