import SessionKit
import Testing
import UntangleQwinkleLearnerSession
import UntangleQwinkleReferenceSession

/// The extra step's sessions: the account screen, with sign-ins.
extension Step6 {
  @Test("In any session, the account screen too, your Qwinkle does what it should")
  func sessionsAgree() async {
    let difference = await SessionCheck.firstDifference(
      QwinkleAccountSessions.self, count: 40, learner: { LearnerDriver() },
      reference: { ReferenceDriver() }, asItWas: nil as (() -> LearnerDriver)?)
    if let difference { Issue.record(Comment(rawValue: difference)) }
  }
}
