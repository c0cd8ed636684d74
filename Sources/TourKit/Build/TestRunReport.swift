import Foundation

/// What the test runner reported while the tests ran, read line by line
/// from its event stream, and every line it could not have written.
///
/// The runner declares each test before the run starts, so before any of
/// the learner's code has run: those declarations are the tests the run
/// must account for. Then each test starts, may record issues, and ends,
/// one at a time, and the run ends. A record that breaks that order (a
/// test that ends twice, an event after the run's end, a test nobody
/// declared, a line that is not a record) was written by something else in
/// the process, and the report says so in `tampering`.
struct TestRunReport: Equatable {
  /// One test function: what the run declared, and what happened to it.
  struct Test: Equatable {
    let declared: TestEvent.DeclaredTest
    var started = false
    var ended = false
    var skipped = false
    var failures: [FailureMessage] = []

    /// "ComposeMessageTests", the module its id starts with.
    var module: String { String(declared.id.prefix { $0 != "." }) }
    /// "Step1": the outermost suite under the module.
    var suite: String {
      let path = declared.id.dropFirst(module.count + 1).prefix { $0 != "/" }
      return String(path.prefix { $0 != "." })
    }
    /// Whether the runner said how it ended: ended, or skipped.
    var accounted: Bool { ended || skipped }
  }

  /// The test functions, in the order they were declared.
  private(set) var tests: [Test] = []
  private(set) var runStarted = false
  private(set) var runEnded = false
  /// Failures the runner recorded outside any test: in no test at all.
  private(set) var failuresOutsideTests: [FailureMessage] = []
  /// Failures a suite recorded itself (in its set-up), by the suite's id.
  private var failuresOfSuites: [String: [FailureMessage]] = [:]
  /// Records the runner could not have written, one sentence each.
  private(set) var tampering: [String] = []

  private var index: [String: Int] = [:]
  private var suites: Set<String> = []

  /// The report of a whole stream, for tests and recorded streams.
  init(reading text: String = "") {
    for line in text.split(separator: "\n") { read(line) }
  }

  /// Takes in one line of the stream.
  mutating func read<Line: StringProtocol>(_ line: Line) {
    guard !runEnded else {
      return flag("a record arrived after the run had ended")
    }
    guard let event = TestEvent.parse(line) else {
      return flag("a line that is not one of the test runner's records: \(line.prefix(60))")
    }
    switch event {
    case .declared(let test): declare(test)
    case .runStarted:
      if runStarted { return flag("the run started twice") }
      runStarted = true
    case .testStarted(let id): note(.started, of: id)
    case .testSkipped(let id): note(.skipped, of: id)
    case .testEnded(let id): note(.ended, of: id)
    case .issueRecorded(let id, let failure): record(failure, in: id)
    case .runEnded:
      if !runStarted { return flag("the run ended before it started") }
      runEnded = true
    case .other: break
    }
  }

  private mutating func declare(_ test: TestEvent.DeclaredTest) {
    if runStarted { return flag("a test was declared after the run had started: \(test.id)") }
    guard index[test.id] == nil, !suites.contains(test.id) else {
      return flag("\(test.id) was declared twice")
    }
    if test.isSuite {
      suites.insert(test.id)
      return
    }
    index[test.id] = tests.count
    tests.append(Test(declared: test))
  }

  private enum Happening: String { case started, skipped, ended }

  /// Notes what happened to a declared test function, checking the order:
  /// it starts once, then ends once, or it is skipped instead.
  private mutating func note(_ happening: Happening, of id: String) {
    let what = happening.rawValue
    guard runStarted else { return flag("\(id) \(what) before the run started") }
    if suites.contains(id) { return }  // A suite's events say nothing of its tests.
    guard let position = index[id] else { return flag("\(id) \(what), but was never declared") }
    let test = tests[position]
    let inOrder =
      happening == .ended ? test.started && !test.accounted : !test.started && !test.skipped
    guard inOrder else { return flag("\(test.declared.name) \(what) out of order") }
    switch happening {
    case .started: tests[position].started = true
    case .skipped: tests[position].skipped = true
    case .ended: tests[position].ended = true
    }
  }

  private mutating func record(_ failure: FailureMessage, in id: String?) {
    guard let id else { return failuresOutsideTests.append(failure) }
    if suites.contains(id) { return failuresOfSuites[id, default: []].append(failure) }
    guard let position = index[id] else { return flag("an issue for \(id), never declared") }
    guard tests[position].started, !tests[position].accounted else {
      return flag("an issue for \(tests[position].declared.name) while it was not running")
    }
    tests[position].failures.append(failure)
  }

  /// Keeps the first few signs of tampering: one is enough to say so.
  private mutating func flag(_ sentence: String) {
    if tampering.count < 5 { tampering.append(sentence) }
  }

  // MARK: Reading the report

  /// The test functions of one test module.
  func tests(in module: String) -> [Test] { tests.filter { $0.module == module } }

  /// Tests that started and had not ended when the stream stopped: those
  /// running when the process crashed or was stopped.
  var running: [Test] { tests.filter { $0.started && !$0.accounted } }

  /// Failures recorded by the suite `id` itself or by a suite inside it.
  func suiteFailures(under id: String) -> [FailureMessage] {
    failuresOfSuites.filter { $0.key == id || $0.key.hasPrefix(id + ".") }
      .sorted { $0.key < $1.key }.flatMap(\.value)
  }

  /// How many failures the run recorded, in tests or outside them.
  var failureCount: Int {
    (tests.map(\.failures) + failuresOfSuites.values + [failuresOutsideTests])
      .map(\.count).reduce(0, +)
  }
}
