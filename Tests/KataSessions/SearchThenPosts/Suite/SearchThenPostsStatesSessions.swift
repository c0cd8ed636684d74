import SearchThenPostsLearnerSession
import SearchThenPostsReferenceSession
import SessionKit
import Testing

/// The extra step's sessions: loops over the resources' states, beside
/// the screen that loads them.
extension Step6 {
  @Test("In any session with loops over the states, yours do what the app as it should be does")
  func sessionsAgree() async {
    let difference = await SessionCheck.firstDifference(
      SearchStatesSessions.self, count: 40, longest: 48, learner: { LearnerDriver() },
      reference: { ReferenceDriver() }, asItWas: nil as (() -> LearnerDriver)?)
    if let difference { Issue.record(Comment(rawValue: difference)) }
  }
}
