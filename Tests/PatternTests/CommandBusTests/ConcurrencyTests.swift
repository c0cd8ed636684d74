import BusSupport
import Testing

@testable import CommandBus

@Suite("Under load: many senders on many threads, each command exactly once")
struct ConcurrencyTests {
  @Test("10,000 commands sent from 100 concurrent tasks each run once and complete once")
  func tenThousandCommands() async throws {
    let log = HandlerLog()
    let bus = CommandBus(scheduler: TaskScheduler())
    bus.register(EchoHandler(log: log))
    let senders = 100
    let perSender = 100

    let outputs = try await withThrowingTaskGroup(of: [String].self) { group in
      for sender in 0..<senders {
        group.addTask {
          var outputs: [String] = []
          for number in 0..<perSender {
            let text = "\(sender)-\(number)"
            outputs.append(try await bus.execute(EchoCommand(text, id: CommandID(text))))
          }
          return outputs
        }
      }
      var all: [String] = []
      for try await outputs in group { all += outputs }
      return all
    }

    #expect(outputs.count == senders * perSender)
    #expect(Set(outputs).count == senders * perSender, "every sender got its own outputs")
    #expect(log.totalRuns == senders * perSender)
    #expect(log.runCounts.values.allSatisfy { $0 == 1 }, "no command ran twice")
    #expect(bus.inFlight.withLock { $0.isEmpty }, "the bus forgot every finished command")
  }

  @Test("10,000 commands sent at once through completions: each completion called once")
  @MainActor
  func tenThousandCompletions() async {
    let log = HandlerLog()
    let scheduler = ManualScheduler()
    let bus = CommandBus(scheduler: scheduler)
    bus.register(EchoHandler(log: log))
    let outcomes = Outcomes<String>()
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<100 {
        group.addTask {
          for number in 0..<100 {
            bus.send(EchoCommand("\(sender)-\(number)")) { outcomes.append($0) }
          }
        }
      }
    }

    let work = scheduler.startAll()
    for task in work { await task.value }
    scheduler.deliverAll()

    #expect(outcomes.count == 10_000)
    #expect(Set(outcomes.values).count == 10_000)
    #expect(log.runCounts.values.allSatisfy { $0 == 1 })
  }

  @Test("The same identifier sent from 100 tasks at once runs once; the rest are refused")
  func sameIdentifierRace() async throws {
    let log = HandlerLog()
    let journal = try CommandJournal(file: temporaryJournalFile(), commandTypes: [EchoCommand.self])
    let bus = CommandBus(scheduler: TaskScheduler(), journal: journal)
    bus.register(EchoHandler(log: log))
    let id = CommandID("pay-once")

    let results = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<100 {
        group.addTask { (try? await bus.execute(EchoCommand("pay", id: id))) != nil }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }

    #expect(log.runs(of: id) == 1)
    #expect(results.filter { $0 }.count == 1, "one sender gets the output, 99 hear duplicate")
  }
}
