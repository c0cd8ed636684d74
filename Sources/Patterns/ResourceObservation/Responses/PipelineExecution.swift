/// Where a service runs its pipeline.
public enum PipelineExecution: Sendable {
  /// In a detached task, off the main actor: parsing a large response never
  /// stalls the UI. Results still reach observers on the main actor, in the
  /// order the responses arrived. The default.
  case offMainActor
  /// On the main actor, the moment the response arrives, so a response is
  /// parsed and delivered before `respond(...)` returns. For demos that print
  /// a trace in one pass, and for stepping through in a debugger; an app
  /// should not use it.
  case immediate
}
