/// How one step of a kata fared at a check.
struct StepResult {
  enum Status: Equatable {
    case passed
    /// The messages of the failing checks, first one first.
    case failed([FailureMessage])
    /// No test of this step ran (it is missing from the results).
    case notRun
  }

  let number: Int
  let step: Kata.Step
  let status: Status
  let testCount: Int

  var passed: Bool { status == .passed }
}
