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
      Three handlers were registered: one that takes nothing, "echo", which takes an \
      EchoCommand, and one that takes everything. For an EchoCommand the bus found \
      \(found.map { ($0 as? SpyHandler)?.name ?? name(of: $0) } ?? "nobody") instead of \
      "echo", the first registered that takes it. Look at handler(for:).
      """)
  }

  @Test("perform(_:) runs the command through its handler and returns the typed output")
  func performRunsIt() async {
    bus.register(echo)

    let output = await outcome { try await bus.perform(EchoCommand(text: "hi")) }

    #expect(
      (try? output.get()) == "echo",
      """
      An EchoCommand was performed, and the bus gave \(output) instead of "echo", the \
      output of the handler that takes it. Look at perform(_:).
      """)
    #expect(
      echo.commandsRun == ["EchoCommand"],
      """
      One EchoCommand was performed, and its handler ran \(times(echo.commandsRun.count)) \
      instead of once. Look at perform(_:).
      """)
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
      The bus ran a handler that had said it does not take an EchoCommand \
      (\(refuser.commandsRun)): it would have done work it knows nothing about. Look at \
      which handler perform(_:) runs.
      """)
    #expect(
      (try? output.get()) == "echo",
      """
      An EchoCommand was performed, and the bus gave \(output) instead of "echo", the \
      output of the handler that takes it. Look at which handler perform(_:) runs.
      """)
  }

  @Test("A handler registered later gets the commands nobody took before")
  func registeredLater() async {
    let before = await outcome { try await bus.perform(OrphanCommand()) }
    bus.register(SpyHandler("plug-in") { $0 is OrphanCommand })

    let found = bus.handler(for: OrphanCommand())
    let after = await outcome { try await bus.perform(OrphanCommand()) }

    #expect(
      (try? before.get()) == nil,
      """
      With no handler registered, performing a command gave \(before) instead of a \
      failure. Look at perform(_:).
      """)
    #expect(
      name(of: found) == "SpyHandler" && (try? after.get()) == "plug-in",
      """
      A handler was registered after a command had found none (a plug-in that loads \
      later), and the bus still did not use it: it found \(name(of: found)) and \
      performing the command gave \(after), instead of the plug-in's "plug-in". Look \
      at what handler(for:) looks at, on each call.
      """)
  }

  @Test("Two commands of one type go to different handlers when what they hold differs")
  func byWhatTheCommandHolds() async {
    let english = SpyHandler("english") { ($0 as? EchoCommand)?.text == "hello" }
    let french = SpyHandler("french") { ($0 as? EchoCommand)?.text == "bonjour" }
    bus.register(english)
    bus.register(french)

    let hello = await outcome { try await bus.perform(EchoCommand(text: "hello")) }
    let bonjour = await outcome { try await bus.perform(EchoCommand(text: "bonjour")) }
    let found = (bus.handler(for: EchoCommand(text: "bonjour")) as? SpyHandler)?.name

    #expect(
      (try? hello.get()) == "english" && (try? bonjour.get()) == "french"
        && found == "french" && english.commands.count == 1,
      """
      Two handlers take EchoCommands, each only those with its own text: "english" takes \
      "hello", "french" takes "bonjour". Performing "hello" then "bonjour" gave \(hello) \
      and \(bonjour), and the bus found \(found ?? "nobody") for "bonjour", instead of \
      each handler answering its own: "english" ran \(times(english.commands.count)). \
      A handler decides by the command in hand, not only by its type. Look at what \
      handler(for:) asks, and of which command.
      """)
  }

  @Test("A handler registered later gets the commands of a type that the others refuse")
  func registeredLaterForAKnownType() async {
    bus.register(SpyHandler("english") { ($0 as? EchoCommand)?.text == "hello" })
    let hello = await outcome { try await bus.perform(EchoCommand(text: "hello")) }
    let french = SpyHandler("french") { ($0 as? EchoCommand)?.text == "bonjour" }
    bus.register(french)

    let bonjour = await outcome { try await bus.perform(EchoCommand(text: "bonjour")) }

    #expect(
      (try? hello.get()) == "english" && (try? bonjour.get()) == "french"
        && french.commands.count == 1,
      """
      "english" takes the EchoCommand "hello" and was asked first; "french", which takes \
      "bonjour", was registered after (a plug-in that loads later). Performing "bonjour" \
      then gave \(bonjour) instead of "french", and "french" ran \
      \(times(french.commands.count)): the bus sent it where an earlier command of the \
      same type went. Look at what handler(for:) looks at, on each call.
      """)
  }

  @Test("A command nobody handles is reported as noHandler, never a crash")
  func nobodyHandlesIt() async {
    bus.register(echo)

    await #expect(
      throws: CommandBusError.noHandler(command: "OrphanCommand"),
      """
      A command nobody handles was performed, and the bus did not report \
      CommandBusError.noHandler(command: "OrphanCommand"). Look at what perform(_:) does \
      when no handler takes the command.
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
      A handler answered an EchoCommand with 42 instead of a String, and the bus did not \
      report CommandBusError.unexpectedOutput(command: "EchoCommand"). Look at what \
      perform(_:) does with a handler's output.
      """
    ) {
      try await bus.perform(EchoCommand(text: "hi"))
    }
  }
}
