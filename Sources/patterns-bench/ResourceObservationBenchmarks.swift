import Foundation
import ResourceObservation

#if canImport(Darwin)
  import Darwin
#endif

/// Resource observation: the three claims worth checking.
///
/// 1. `loadIfNeeded()` on fresh data costs about as much as reading the clock
///    (so a screen may call it on every appearance). Both are measured here,
///    in the same run, on the same clock.
/// 2. Telling observers costs the same per observer, whether there is one or
///    a thousand.
/// 3. What 10,000 cached resources, each holding a small parsed user, cost in
///    memory: the growth of the resident set size (RSS) while they are made,
///    read from the operating system. RSS moves in pages and the allocator
///    may reuse memory freed earlier, so treat the figure as approximate.
@MainActor
enum ResourceObservationBenchmarks {
  static let suite = BenchmarkSuite(name: "resource-observation") { @MainActor in run() }

  static func run() {
    let measure = Measure()
    memory()
    freshnessCheck(measure)
    notifying(measure)
  }

  // MARK: loadIfNeeded next to the clock

  private static func freshnessCheck(_ measure: Measure) {
    let clock: any ResourceClock = SystemClock()
    let service = Service(
      baseURL: "https://api.example.com", transport: FakeTransport(), clock: clock)
    let resource = service.resource("/users/ana")
    resource.overrideLocalContent(with: "fresh")
    let operations = 1_000_000
    var sum = 0.0
    let clockRead = measure.nanosecondsPerOperation(operations: operations) {
      for _ in 0..<operations { sum += clock.now }
    }
    var loads = 0
    let check = measure.nanosecondsPerOperation(operations: operations) {
      for _ in 0..<operations where resource.loadIfNeeded() != nil { loads += 1 }
    }
    report("one read of the clock (SystemClock.now)", clockRead)
    report("loadIfNeeded() on a fresh resource", check)
    report("  ratio (loadIfNeeded / clock read)", check / clockRead, unit: "x")
    if loads != 0 || sum == 0 { print("  (unexpected: the resource loaded)") }
  }

  // MARK: Notifying observers

  /// Counts what it hears, so the call cannot be optimised away.
  final class CountingObserver: ResourceObserver {
    var count = 0
    func resourceChanged(_ resource: Resource, event: ResourceEvent) { count += 1 }
  }

  private static func notifying(_ measure: Measure) {
    let fixed = notificationCost(observers: 0, measure)
    report("an event with no observers (the fixed cost)", fixed)
    for observerCount in [1, 10, 100, 1_000] {
      let perEvent = notificationCost(observers: observerCount, measure)
      let plural = observerCount == 1 ? "" : "s"
      report("notify \(observerCount) observer\(plural): per event", perEvent)
      report("  per observer, fixed cost aside", (perEvent - fixed) / Double(observerCount))
    }
  }

  /// Nanoseconds for one event (a local override) told to `count` observers.
  private static func notificationCost(observers count: Int, _ measure: Measure) -> Double {
    let service = Service(
      baseURL: "https://api.example.com", transport: FakeTransport(), clock: ManualClock())
    let resource = service.resource("/users/ana")
    let observers = (0..<count).map { _ in CountingObserver() }
    for observer in observers { resource.addObserver(observer) }
    let events = max(1_000, 1_000_000 / max(1, count))
    let cost = measure.nanosecondsPerOperation(operations: events) {
      for index in 0..<events { resource.overrideLocalContent(with: index) }
    }
    withExtendedLifetime(observers) {}
    return cost
  }

  // MARK: Memory

  private static func memory() {
    let count = 10_000
    let service = Service(
      baseURL: "https://api.example.com", transport: FakeTransport(), clock: ManualClock())
    let before = residentBytes()
    var resources: [Resource] = []
    resources.reserveCapacity(count)
    for index in 0..<count {
      let resource = service.resource("/users/user\(index)")
      resource.overrideLocalContent(
        with: JSON.object(["id": .number(Double(index)), "name": .string("user \(index)")]))
      resources.append(resource)
    }
    let after = residentBytes()
    guard let before, let after else {
      print("  memory: no resident set size on this system")
      return
    }
    let grown = Double(after - before)
    report("RSS growth, 10,000 cached resources with data", grown / 1_048_576, unit: "MiB")
    report("  per resource (RSS growth / 10,000)", grown / Double(count), unit: "bytes")
    withExtendedLifetime(resources) {}
  }

  /// The process's resident set size in bytes, from the operating system.
  private static func residentBytes() -> Int? {
    #if os(Linux)
      // /proc/self/statm: size, resident, ... in pages.
      guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return nil
      }
      let fields = text.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #elseif canImport(Darwin)
      var info = mach_task_basic_info()
      var size = mach_msg_type_number_t(
        MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
      let result = withUnsafeMutablePointer(to: &info) {
        $0.withMemoryRebound(to: integer_t.self, capacity: Int(size)) {
          task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &size)
        }
      }
      return result == KERN_SUCCESS ? Int(info.resident_size) : nil
    #else
      return nil
    #endif
  }
}
