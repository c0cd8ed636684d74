import SessionKit
import SlimTimelineLearnerSession
import SlimTimelineReferenceSession
import Testing

/// The sessions: the learner's Qwinkle and the app as it should be, side
/// by side, in every session a user, the system and the server could have
/// with them.
extension Step5 {
  @Test("In any session, your app does what the app as it should be does")
  func sessionsAgree() async {
    // Fewer, longer sessions: a second refresh, or a quit after a
    // download, takes four or five actions in a row.
    let difference = await SessionCheck.firstDifference(
      TimelineSessions.self, count: 60, longest: 48, learner: { LearnerDriver() },
      reference: { ReferenceDriver() }, asItWas: nil as (() -> LearnerDriver)?)
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
      TimelineAllSessions.self, count: 200, longest: 48, starter: { LearnerDriver() },
      reference: { ReferenceDriver() })
    {
      Issue.record(Comment(rawValue: difference))
    }
  }
}
