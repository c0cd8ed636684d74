import Testing

@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

@Suite("1. The bus routes a command to the handler that accepts it")
@MainActor
struct Step1 {
  let bus = CommandBus(scheduler: ProbeScheduler())
  let echo = SpyHandler("echo") { $0 is EchoCommand }
  let everything = SpyHandler("everything") { _ in true }

  @Test("handler(for:) finds the first registered handler that can handle the command")
  func findsTheHandler() {
    bus.register(SpyHandler("nobody") { _ in false })
    bus.register(echo)
    bus.register(everything)

    let found = bus.handler(for: EchoCommand(text: "hi"))
    #expect(
      found as? SpyHandler === echo,
      """
      handler(for:) returned \(name(of: found)) for an EchoCommand, not the "echo" handler. \
      Go through the registered handlers in order and return the first whose \
      canHandle(_:) says yes.
      """)
  }

  @Test("perform(_:) runs the command through its handler and returns the typed output")
  func performRunsIt() async {
    bus.register(echo)

    let output = await outcome { try await bus.perform(EchoCommand(text: "hi")) }

    #expect(
      (try? output.get()) == "echo",
      """
      perform(_:) gave \(output) instead of the handler's output "echo". Find the handler \
      with handler(for:), call its execute, and return the output cast to the Output.
      """)
    #expect(
      echo.commandsRun == ["EchoCommand"],
      "perform(_:) should call execute on the handler that handler(for:) found, once.")
  }

  @Test("perform(_:) runs only the handler that accepts the command")
  func performAsksFirst() async {
    // This one would answer with a String too, if it were asked to run.
    let refuser = SpyHandler("refuser") { _ in false }
    bus.register(refuser)
    bus.register(echo)

    let output = await outcome { try await bus.perform(EchoCommand(text: "hi")) }

    #expect(
      refuser.commandsRun.isEmpty,
      """
      perform(_:) ran a handler whose canHandle(_:) said no. Ask each handler first \
      (handler(for:)) and run only the one that accepts the command.
      """)
    #expect(
      (try? output.get()) == "echo",
      "perform(_:) gave \(output); the handler that accepts EchoCommand answers \"echo\".")
  }

  @Test("A handler registered later gets the commands nobody took before")
  func registeredLater() async {
    let before = await outcome { try await bus.perform(OrphanCommand()) }
    bus.register(SpyHandler("plug-in") { $0 is OrphanCommand })

    let found = bus.handler(for: OrphanCommand())
    let after = await outcome { try await bus.perform(OrphanCommand()) }

    #expect(
      (try? before.get()) == nil,
      "With no handler registered, perform(_:) should fail, but it gave \(before).")
    #expect(
      name(of: found) == "SpyHandler" && (try? after.get()) == "plug-in",
      """
      A handler registered after a command went unhandled (a plug-in that loads later) \
      was not used: handler(for:) gave \(name(of: found)) and perform(_:) gave \(after). \
      Look at the handlers registered now, on every call; do not keep an earlier answer.
      """)
  }

  @Test("A command nobody handles is reported as noHandler, never a crash")
  func nobodyHandlesIt() async {
    bus.register(echo)

    await #expect(
      throws: CommandBusError.noHandler(command: "OrphanCommand"),
      """
      perform(_:) should throw CommandBusError.noHandler(command:) with the command's type \
      name when no handler takes it.
      """
    ) {
      try await bus.perform(OrphanCommand())
    }
  }

  @Test("A handler that returns the wrong type is reported, not force-cast")
  func wrongOutput() async {
    bus.register(SpyHandler("liar", accepts: { $0 is EchoCommand }, output: { _ in 42 }))

    await #expect(
      throws: CommandBusError.unexpectedOutput(command: "EchoCommand"),
      """
      perform(_:) should check the handler's output with `as? C.Output` and throw \
      CommandBusError.unexpectedOutput(command:) if it is not one. (Never `as!`.)
      """
    ) {
      try await bus.perform(EchoCommand(text: "hi"))
    }
  }
}
