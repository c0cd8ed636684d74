import SessionKit
import SomeoneElsesJobLearnerSession
import SomeoneElsesJobReferenceSession
import Testing

/// The sessions: the learner's Clips and Clips as it should be, side by
/// side, in every session a user and a failing server could have with them.
extension Step4 {
  @Test("In any session, your app does what the app as it should be does")
  func sessionsAgree() async {
    let difference = await SessionCheck.firstDifference(
      RecoverySessions.self, count: 60, longest: 48, learner: { LearnerDriver() },
      reference: { ReferenceDriver() },
      asItWas: nil as (() -> LearnerDriver)?)
    if let difference { Issue.record(Comment(rawValue: difference)) }
  }
}

/// verify's proof that the oracle is fair: the app as it was and the app as
/// it should be differ only where a step says so. It plays only when verify
/// asks (`PATTERNS_TOUR_ORACLE`), on the starter it built.
@Suite("Oracle")
@MainActor
struct SessionOracle {
  @Test("The app as it was differs from the app as it should be only where a step says")
  func differencesAreDeclared() async {
    guard SessionOracleSwitch.isOn else { return }
    for difference in await SessionCheck.undeclaredDifferences(
      RecoveryOracleSessions.self, starter: { LearnerDriver() }, reference: { ReferenceDriver() })
    {
      Issue.record(Comment(rawValue: difference))
    }
  }
}
