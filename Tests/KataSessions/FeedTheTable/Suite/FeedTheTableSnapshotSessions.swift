import FeedTheTableLearnerSession
import FeedTheTableReferenceSession
import SessionKit
import Testing

/// The extra step's sessions: the server's snapshots, on feeds written on.
extension Step6 {
  @Test("In any session, the server's snapshots too, your feed does what it should")
  func sessionsAgree() async {
    let difference = await SessionCheck.firstDifference(
      FeedSnapshotSessions.self, count: 80, learner: { LearnerDriver() },
      reference: { ReferenceDriver() }, asItWas: nil as (() -> LearnerDriver)?)
    if let difference { Issue.record(Comment(rawValue: difference)) }
  }
}
