/// The one thing a screen tells the learner to do next, and the command
/// that does it.
struct NextStep: Equatable {
  let explanation: String
  let command: String
}
