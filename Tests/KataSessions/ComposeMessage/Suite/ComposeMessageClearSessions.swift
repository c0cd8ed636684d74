import ComposeMessageLearnerSession
import ComposeMessageReferenceSession
import SessionKit
import Testing

/// The extra step's sessions: the same, with Clear.
extension Step6 {
  @Test("In any session, Clear too, your app does what the app as it should be does")
  func sessionsAgree() async {
    let difference = await SessionCheck.firstDifference(
      ComposeClearSessions.self, learner: { LearnerDriver() }, reference: { ReferenceDriver() },
      asItWas: nil as (() -> LearnerDriver)?)
    if let difference { Issue.record(Comment(rawValue: difference)) }
  }
}
