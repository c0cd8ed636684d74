/// Writes down, in a `Trace`, the calls one object makes to another, as a
/// demo's recording double passes them on:
/// `TableView  -> PostsDataSource: numberOfSections = 1`.
///
/// The demos listen in the same way everywhere: a double adopts the
/// protocol the real object adopts (a data source, a delegate), takes its
/// place, and passes every call on. The caller cannot tell, because it knows
/// the real object only through that protocol. What the doubles share lives
/// here, so that each double is only the calls it passes on and how it
/// writes their answers.
@MainActor
public struct CallRecorder {
  private let trace: Trace
  private let caller: String
  private weak var callee: AnyObject?

  /// - Parameters:
  ///   - caller: who makes the calls, e.g. "TableView": the trace's actor.
  ///   - callee: who answers them, named in the trace by its type. Held
  ///     weakly: how long it lives is for the double to decide, as the
  ///     object it stands in for would (a table holds its data source
  ///     weakly, a download session its delegate strongly).
  ///   - trace: where the calls are written.
  public init(_ caller: String, calling callee: AnyObject, into trace: Trace) {
    self.trace = trace
    self.caller = caller
    self.callee = callee
  }

  /// Writes down `caller  -> Callee: message`. The callee is named by its
  /// type, or "nobody" once it is gone.
  public func record(_ message: String) {
    let name = callee.map { String(describing: type(of: $0)) } ?? "nobody"
    trace.record(caller, "-> \(name): \(message)")
  }

  /// Writes down `question = answer` and hands the answer back, so that a
  /// double passes an answer on in the same line that writes it down.
  public func answer<Answer>(_ question: String, _ answer: Answer) -> Answer {
    record("\(question) = \(answer)")
    return answer
  }
}
