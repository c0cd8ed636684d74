import SessionKit
import Testing
import UntangleQwinkleLearnerSession
import UntangleQwinkleReferenceSession

/// The sessions: the learner's Qwinkle and Qwinkle as it should be, side by
/// side, in every session a user could have with them.
extension Step5 {
  @Test("In any session, your Qwinkle does what Qwinkle as it should be does")
  func sessionsAgree() async {
    let difference = await SessionCheck.firstDifference(
      QwinkleSessions.self, count: 120, learner: { LearnerDriver() },
      reference: { ReferenceDriver() }, asItWas: nil as (() -> LearnerDriver)?)
    if let difference { Issue.record(Comment(rawValue: difference)) }
  }
}

/// verify's proof that the oracle is fair: the app as it was and the app as
/// it should be differ only where a step says so, in the core's sessions
/// and the extra step's. It plays only when verify asks
/// (`PATTERNS_TOUR_ORACLE`), on the starter it built.
@Suite("Oracle")
@MainActor
struct SessionOracle {
  @Test("The app as it was differs from the app as it should be only where a step says")
  func differencesAreDeclared() async {
    guard SessionOracleSwitch.isOn else { return }
    let starter = { LearnerDriver() }
    let reference = { ReferenceDriver() }
    let found =
      await SessionCheck.undeclaredDifferences(
        QwinkleSessions.self, starter: starter, reference: reference)
      + SessionCheck.undeclaredDifferences(
        QwinkleAccountSessions.self, starter: starter, reference: reference)
    for difference in found { Issue.record(Comment(rawValue: difference)) }
  }
}
