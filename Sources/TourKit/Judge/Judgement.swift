/// What the judge concluded about one workbench or variant: the verdict a
/// learner meets, every gate that caught the code, and what the compiler
/// and the tests printed (for `--verbose`).
struct Judgement {
  let verdict: TestVerdict
  /// Every gate that caught the code, in the order a learner meets them;
  /// empty when nothing did. A check stops at the first that refuses
  /// before the tests (a house rule): verify runs on, and lists the rest.
  let gates: [Gate]
  let output: String
  /// What the house rules read, when they could be read.
  let reading: HouseRules.Reading?
  /// What the tests (and the doors) said, when they ran: the verdict
  /// itself, unless an earlier gate refused the code first.
  var tested: TestVerdict? = nil

  /// The gate a learner meets first.
  var firstGate: Gate? { gates.first }

  /// The verdict, the steps' results and the gates, in a line that is the
  /// same for the same verdict in every run: what `verify --repeat`
  /// compares.
  var signature: String {
    var parts = [verdict.kind]
    for step in verdict.steps ?? [] {
      switch step.status {
      case .passed: parts.append("\(step.number):pass")
      case .failed: parts.append("\(step.number):fail")
      case .notRun: parts.append("\(step.number):none")
      }
    }
    return (parts + gates.map(\.name)).joined(separator: " ")
  }
}
