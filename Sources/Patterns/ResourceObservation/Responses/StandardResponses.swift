/// What the standard service does with each response: the request sender
/// (Requests/) asks it for each request's processor.
///
/// The transport calls back on the main actor. The response takes its place
/// in line at once (see `ResponseSequencer`); a 304 confirms the resource's
/// data (ETags/); anything else goes through the resource's pipeline
/// (Pipeline/), off the main actor unless told otherwise; then it is
/// delivered back on the main actor, in the order the responses arrived,
/// to end its request.
@MainActor
final class StandardResponses: ResponseProcessing {
  let execution: PipelineExecution
  let sequencer = ResponseSequencer()

  init(execution: PipelineExecution) {
    self.execution = execution
  }

  /// The pipeline is the one configured when the request starts.
  func processor(for resource: Resource) -> ResponseProcessor {
    let pipeline = resource.configuration.pipeline
    return { [weak resource] result, receivedAt, finish in
      let ticket = self.sequencer.takeTicket()
      if case .success(let response) = result, response.status == 304 {
        self.sequencer.deliver(ticket) { finish(ETags.notModified(resource, at: receivedAt)) }
        return
      }
      switch self.execution {
      case .immediate:
        let processed = pipeline.process(result, receivedAt: receivedAt)
        self.sequencer.deliver(ticket) { finish(.init(processed)) }
      case .offMainActor:
        Task.detached {
          let processed = pipeline.process(result, receivedAt: receivedAt)
          await self.sequencer.deliver(ticket) { finish(.init(processed)) }
        }
      }
    }
  }

  func waitUntilIdle() async {
    await sequencer.waitUntilIdle()
  }
}

extension RequestOutcome {
  /// The pipeline's result as the way a request ends.
  init(_ processed: Result<Entity, RequestError>) {
    switch processed {
    case .success(let entity): self = .newData(entity)
    case .failure(let error): self = .failure(error)
    }
  }
}
