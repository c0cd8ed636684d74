import LoginChainLearnerSession
import LoginChainReferenceSession
import SessionKit
import Testing

/// The extra step's sessions: the same, with the menu that holds Log In.
extension Step5 {
  @Test("In any session, the menu too, your app does what the app as it should be does")
  func sessionsAgree() async {
    let difference = await SessionCheck.firstDifference(
      LoginMenuSessions.self, learner: { LearnerDriver() }, reference: { ReferenceDriver() },
      asItWas: nil as (() -> LearnerDriver)?)
    if let difference { Issue.record(Comment(rawValue: difference)) }
  }
}
