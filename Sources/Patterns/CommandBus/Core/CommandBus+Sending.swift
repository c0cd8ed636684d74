/// Sending: what a screen calls, and the typed outcome it gets back.
extension CommandBus {
  /// Sends `command` on behalf of `sender`, and calls `completion` with the
  /// sender and the outcome (the parsed output, or the error) on the main
  /// actor, once.
  ///
  /// The bus holds the sender weakly, as a control holds its target: if the
  /// sender is gone when the outcome arrives (the screen was closed), nobody
  /// is called. And because the completion receives the sender, it need not
  /// capture `self`, so there is no retain cycle to avoid by hand:
  ///
  ///     bus.send(FeedCommand(), from: self) { screen, result in
  ///       screen.show(result)
  ///     }
  @discardableResult
  public func send<C: Command, Sender: AnyObject & Sendable>(
    _ command: C, from sender: Sender,
    completion: @escaping @MainActor @Sendable (Sender, Result<C.Output, any Error>) -> Void
  ) -> CommandTicket {
    send(command) { [weak sender] result in
      guard let sender else { return }
      completion(sender, result)
    }
  }

  /// Sends `command` and calls `completion` with the outcome on the main
  /// actor, once. (Capture what you need weakly; or use
  /// `send(_:from:completion:)`, which does that for you.) The ticket it
  /// returns can cancel the command (see `CommandTicket`).
  @discardableResult
  public func send<C: Command>(
    _ command: C,
    completion: @escaping @MainActor @Sendable (Result<C.Output, any Error>) -> Void = { _ in }
  ) -> CommandTicket {
    let record = CommandRecord(command: command) { outcome in
      completion(Self.typed(outcome, as: C.self))
    }
    accept(record)
    return CommandTicket(record: record, bus: self)
  }

  /// The handler's output as the command's `Output`, or the error that says
  /// the handler returned something else: reported, never force-cast.
  static func typed<C: Command>(
    _ outcome: CommandRecord.Outcome, as command: C.Type
  ) -> Result<C.Output, any Error> {
    outcome.flatMap { value in
      guard let output = value as? C.Output else {
        return .failure(
          CommandError.unexpectedOutput(
            command: C.commandName, got: String(describing: type(of: value))))
      }
      return .success(output)
    }
  }
}
