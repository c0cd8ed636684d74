import CommandBus
import Foundation

/// What the command bus costs per command, next to the two ways an app
/// would otherwise run work: a direct async call, and an `OperationQueue`
/// with the result sent back to the main queue. Then routing: the time to
/// find a handler among 1 or 1,000 (it should not grow, thanks to the type
/// index), and, for contrast, among 1,000 fallbacks that must be asked.
enum CommandBusBenchmarks {
  static var suite: BenchmarkSuite { BenchmarkSuite(name: "command-bus") { await run() } }

  private static let commands = 2_000

  static func run() async {
    let measure = Measure()
    print("  per command, sent one after another (round trip back to the main actor):")
    let work = Work()
    report(
      "direct async call (the work alone)",
      await measure.nanosecondsPerOperation(operations: commands) {
        for value in 0..<commands { _ = await work.double(BenchCommand(value: value)) }
      })
    report(
      "OperationQueue, result back on OperationQueue.main",
      await measure.nanosecondsPerOperation(operations: commands) {
        let queue = OperationQueue()
        for value in 0..<commands { await operationRoundTrip(queue, work, value) }
      })
    let bus = makeBus(handlers: 1)
    report(
      "CommandBus.execute (route, run off main, deliver)",
      await measure.nanosecondsPerOperation(operations: commands) {
        for value in 0..<commands { _ = try? await bus.execute(BenchCommand(value: value)) }
      })

    print("  per command, 10,000 in flight at once:")
    report(
      "OperationQueue, 10,000 operations",
      await measure.nanosecondsPerOperation(operations: 10_000) {
        await operationBurst(10_000, work)
      })
    report(
      "CommandBus, 10,000 commands from 100 tasks",
      await measure.nanosecondsPerOperation(operations: 10_000) {
        await busBurst(bus, senders: 100, each: 100)
      })

    print("  routing: finding the handler")
    for count in [1, 1_000] {
      let indexed = makeBus(handlers: count)
      report(
        "handler(for:), \(count == 1 ? "1 handler" : "1,000 handlers") (type index)",
        measure.nanosecondsPerOperation(operations: 100_000) {
          for value in 0..<100_000 { _ = indexed.handler(for: BenchCommand(value: value)) }
        })
    }
    let fallbacks = makeBus(handlers: 0, fallbacks: 999)
    report(
      "handler(for:), no index: a scan of 1,000 fallbacks",
      measure.nanosecondsPerOperation(operations: 10_000) {
        for value in 0..<10_000 { _ = fallbacks.handler(for: BenchCommand(value: value)) }
      })

    print("  dispatch: CommandBus.execute with 1 and 1,000 handlers registered")
    for count in [1, 1_000] {
      let crowded = makeBus(handlers: count)
      report(
        "CommandBus.execute, \(count == 1 ? "1 handler" : "1,000 handlers") registered",
        await measure.nanosecondsPerOperation(operations: commands) {
          for value in 0..<commands { _ = try? await crowded.execute(BenchCommand(value: value)) }
        })
    }
  }

  // MARK: The subjects

  /// A bus with the bench handler plus `handlers - 1` others, each indexed
  /// under a command type of its own. With `handlers` 0, the bench handler
  /// is a fallback instead, registered after `fallbacks` fallbacks that say
  /// no to everything: the bus has to ask each of them first.
  private static func makeBus(handlers: Int, fallbacks: Int = 0) -> CommandBus {
    let bus = CommandBus()
    for number in 0..<fallbacks { bus.register(Refuser(number: number)) }
    for number in 0..<max(0, handlers - 1) {
      bus.register(Refuser(number: number, types: [DistinctCommands.type(number)]))
    }
    bus.register(BenchHandler(indexed: handlers > 0))
    return bus
  }

  private static func operationRoundTrip(_ queue: OperationQueue, _ work: Work, _ value: Int) async
  {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      queue.addOperation {
        _ = work.doubleNow(BenchCommand(value: value))
        OperationQueue.main.addOperation { continuation.resume() }
      }
    }
  }

  private static func operationBurst(_ count: Int, _ work: Work) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let queue = OperationQueue()
      let done = BlockOperation { continuation.resume() }
      for value in 0..<count {
        let operation = BlockOperation {
          let output = work.doubleNow(BenchCommand(value: value))
          OperationQueue.main.addOperation { _ = output }
        }
        done.addDependency(operation)
        queue.addOperation(operation)
      }
      queue.addOperation(done)
    }
  }

  private static func busBurst(_ bus: CommandBus, senders: Int, each: Int) async {
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<senders {
        group.addTask {
          for value in 0..<each {
            _ = try? await bus.execute(BenchCommand(value: sender * each + value))
          }
        }
      }
    }
  }
}

// MARK: - The work

/// The command every figure runs: double a number.
private struct BenchCommand: Command {
  typealias Output = Int
  var id = CommandID()
  let value: Int
}

/// The work itself, shared by every subject.
private struct Work: Sendable {
  func double(_ command: BenchCommand) async -> Int { command.value &* 2 }
  func doubleNow(_ command: BenchCommand) -> Int { command.value &* 2 }
}

private struct BenchHandler: CommandHandler {
  var indexed = true
  let work = Work()

  var commandTypes: [any Command.Type] { indexed ? [BenchCommand.self] : [] }

  func canHandle(_ command: any Command) -> Bool { command is BenchCommand }

  func execute(_ command: any Command, in context: CommandContext) async throws -> any Sendable {
    guard let command = command as? BenchCommand else { return 0 }
    return await work.double(command)
  }
}

/// A handler that takes nothing: fills the index (or the fallback list).
private struct Refuser: CommandHandler {
  let number: Int
  var types: [any Command.Type] = []

  var commandTypes: [any Command.Type] { types }

  func canHandle(_ command: any Command) -> Bool { false }

  func execute(_ command: any Command, in context: CommandContext) async throws -> any Sendable {
    number
  }
}

/// A thousand distinct command types, for a thousand handlers to index.
private struct Tagged<Tag>: Command {
  typealias Output = Void
  var id = CommandID()
}

private enum DistinctCommands {
  /// A different type for each number below 1,024: ten generic layers,
  /// each chosen by one bit of the number.
  static func type(_ number: Int) -> any Command.Type {
    var result: any Command.Type = Tagged<Void>.self
    for bit in 0..<10 {
      result = wrap(result, flag: number & (1 << bit) != 0)
    }
    return result
  }

  private static func wrap(_ type: any Command.Type, flag: Bool) -> any Command.Type {
    func open<C: Command>(_ type: C.Type) -> any Command.Type {
      flag ? Tagged<(C, Int)>.self : Tagged<(C, String)>.self
    }
    return open(type)
  }
}
