import BusSupport
import Testing

@testable import CommandBus

@Suite("Routing: the bus finds the handler that takes a command")
@MainActor
struct RoutingTests {
  let scheduler = ManualScheduler()
  let log = HandlerLog()

  @Test("A command goes to the handler registered for its type")
  func routesByType() async throws {
    let bus = CommandBus(scheduler: scheduler)
    bus.register(NamedHandler(name: "echo", commandTypes: [EchoCommand.self]))
    bus.register(NamedHandler(name: "shout", commandTypes: [ShoutCommand.self]))
    let outcomes = Outcomes<String>()

    bus.send(ShoutCommand("hi")) { outcomes.append($0) }
    bus.send(EchoCommand("hi")) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(outcomes.values == ["shout", "echo"])
  }

  @Test("Two handlers willing to take a command: only the first registered runs it")
  func exactlyOneHandler() async {
    let bus = CommandBus(scheduler: scheduler)
    let second = HandlerLog()
    bus.register(EchoHandler(log: log, prefix: "first "))
    bus.register(EchoHandler(log: second, prefix: "second "))
    let outcomes = Outcomes<String>()

    bus.send(EchoCommand("hi")) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(outcomes.values == ["first hi"])
    #expect(log.totalRuns == 1)
    #expect(second.totalRuns == 0, "one handler per command, not every willing one")
  }

  @Test("A command nobody handles is reported to its sender as noHandler, not a crash")
  func unhandledIsReported() async {
    let bus = CommandBus(scheduler: scheduler)
    bus.register(EchoHandler(log: log))
    let outcomes = Outcomes<Void>()

    bus.send(OrphanCommand()) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(outcomes.count == 1)
    #expect(outcomes.errors.first as? CommandError == .noHandler(command: "OrphanCommand"))
  }

  @Test("A fallback handler (no declared types) is asked only when no indexed handler took it")
  func fallbackComesLast() async {
    let bus = CommandBus(scheduler: scheduler)
    bus.register(NamedHandler(name: "fallback", commandTypes: []))
    bus.register(NamedHandler(name: "echo", commandTypes: [EchoCommand.self]))
    let outcomes = Outcomes<String>()

    bus.send(EchoCommand("x")) { outcomes.append($0) }
    bus.send(ShoutCommand("x")) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(outcomes.values == ["echo", "fallback"])
  }

  @Test("An indexed handler that says no for one command lets the next one take it")
  func canHandleCanDecline() async {
    let bus = CommandBus(scheduler: scheduler)
    bus.register(
      NamedHandler(name: "short", commandTypes: [EchoCommand.self]) {
        ($0 as? EchoCommand)?.text.count ?? 0 < 5
      })
    bus.register(NamedHandler(name: "any", commandTypes: [EchoCommand.self]))
    let outcomes = Outcomes<String>()

    bus.send(EchoCommand("hi")) { outcomes.append($0) }
    bus.send(EchoCommand("a long one")) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(outcomes.values == ["short", "any"])
  }

  @Test("A handler registered after launch takes commands sent after it arrived")
  func registeredLater() async {
    let bus = CommandBus(scheduler: scheduler)
    let outcomes = Outcomes<String>()
    bus.send(EchoCommand("early")) { outcomes.append($0) }
    bus.register(EchoHandler(log: log))
    bus.send(EchoCommand("late")) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(outcomes.errors.first as? CommandError == .noHandler(command: "EchoCommand"))
    #expect(outcomes.values == ["late"])
  }

  @Test("An unregistered handler takes nothing more")
  func unregister() async {
    let bus = CommandBus(scheduler: scheduler)
    let registration = bus.register(EchoHandler(log: log))
    bus.unregister(registration)
    let outcomes = Outcomes<String>()

    bus.send(EchoCommand("x")) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(bus.handlerCount == 0)
    #expect(outcomes.errors.first is CommandError)
    #expect(log.totalRuns == 0)
  }

  @Test("With 1,000 handlers registered, each command still reaches its own, by index")
  func manyHandlers() {
    let bus = CommandBus(scheduler: scheduler)
    for number in 0..<999 {
      bus.register(NamedHandler(name: "n\(number)", commandTypes: [ManyCommands.type(number)]))
    }
    bus.register(NamedHandler(name: "echo", commandTypes: [EchoCommand.self]))

    let route = bus.route(EchoCommand("x"))
    #expect(bus.handlerCount == 1000)
    #expect((route?.handler as? NamedHandler)?.name == "echo")
    #expect(route?.byType == true)
  }

  @Test("A handler that returns the wrong type is reported, not force-cast")
  func wrongOutput() async {
    let bus = CommandBus(scheduler: scheduler)
    bus.register(WrongOutputHandler())
    let outcomes = Outcomes<String>()

    bus.send(EchoCommand("x")) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      outcomes.errors.first as? CommandError
        == .unexpectedOutput(command: "EchoCommand", got: "Int"))
  }
}

/// Many distinct command types, made from one generic one, to fill the index.
struct Numbered<Tag>: Command {
  typealias Output = Void
  var id = CommandID()
}

enum ManyCommands {
  /// A distinct command type for each of 0..<1000 (a generic type nested
  /// ten deep in two ways gives 2^10 = 1024 distinct types).
  static func type(_ number: Int) -> any Command.Type {
    var result: any Command.Type = Numbered<Void>.self
    for bit in 0..<10 {
      result = wrap(result, flag: number & (1 << bit) != 0)
    }
    return result
  }

  private static func wrap(_ type: any Command.Type, flag: Bool) -> any Command.Type {
    func open<C: Command>(_ type: C.Type) -> any Command.Type {
      flag ? Numbered<(C, Int)>.self : Numbered<(C, String)>.self
    }
    return open(type)
  }
}
