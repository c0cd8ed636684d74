import MoveTheCardLearnerSession
import MoveTheCardReferenceSession
import SessionKit
import Testing

/// The extra step's sessions: the same, with the rest of the app declaring
/// Grace's card with the builder.
extension Step6 {
  @Test("In any session, the builder too, your app does what the app as it should be does")
  func sessionsAgree() async {
    let difference = await SessionCheck.firstDifference(
      CardBuilderSessions.self, count: CardBuilderSessions.count, learner: { LearnerDriver() },
      reference: { ReferenceDriver() },
      asItWas: nil as (() -> LearnerDriver)?)
    if let difference { Issue.record(Comment(rawValue: difference)) }
  }
}
