import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The build `kata` starts while the learner reads the brief, so that the
/// first check finds the toolkit, the kata and its tests already compiled
/// and only has to run the tests; it then compiles the other katas ahead.
/// The first screen starts it too, for the kata the learner will most
/// likely open first, so that the toolkit is compiled before any brief.
///
/// It runs as a process of its own (`patterns-tour warm <kata>`), detached
/// from the terminal, and it holds the check package's lock while it builds:
/// a check started meanwhile waits for it rather than build the same thing
/// twice (or, while it works on another kata, stops it without a word: it
/// is the tour's own work ahead, nobody asked for it), and it never starts while
/// anything else builds there. It reads the learner's files but never
/// writes them, and it ends as soon as its build does.
enum BackgroundBuild {
  /// PATTERNS_TOUR_BACKGROUND_BUILD=0 turns background builds off (for a
  /// slow machine, or the tour's own tests, which must never leave a build
  /// running behind them) and 1 on; unset, they are on except under CI.
  static var isEnabled: Bool {
    let environment = ProcessInfo.processInfo.environment
    switch environment["PATTERNS_TOUR_BACKGROUND_BUILD"] {
    case "0": return false
    case "1": return true
    default:
      let ci = environment["CI"] ?? ""
      return ci.isEmpty || ci == "false"
    }
  }

  /// Where the last background build wrote what the compiler said.
  static func log(in kit: Kit) -> URL { kit.scratch.appendingPathComponent("warm.log") }

  /// Starts building `kata` in the background, unless background builds are
  /// off or something already builds in the check package. Returns whether
  /// it started. Never throws: a build that could not start only means the
  /// first check does the work itself.
  @MainActor @discardableResult
  static func start(_ kata: Kata, in kit: Kit) -> Bool {
    guard isEnabled, !KataCheck.lock(in: kit).isHeld,
      let tour = Bundle.main.executableURL
    else { return false }
    let process = Process()
    process.executableURL = tour
    process.arguments = [WarmCommand.name, kata.id]
    process.currentDirectoryURL = kit.root
    // Nothing to a terminal or a pipe: whoever reads the tour's output (a
    // script, a test) must not wait for this process to end.
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return false
    }
    return true
  }

  /// The background process's work: let go of the terminal, take the lock
  /// (or leave the work to whoever holds it), build, and end. Returns the
  /// exit status.
  ///
  /// `kata` comes first: its first check needs nothing more. Then, while no
  /// check needs the package, each of `others` that the package has never
  /// held, so that checking any of them later costs a link rather than a
  /// compile. Last, `kata` again (a link), so the package is left ready
  /// for its check. A check waiting for the package ends this before the
  /// next kata begins; a check that comes halfway through another kata
  /// stops it.
  static func run(_ kata: Kata, others: [Kata] = [], in kit: Kit) -> Int32 {
    // Out of the terminal's reach: Ctrl-C there, or closing it, leaves it
    // be. (Foundation may have started it in a process group of its own
    // already; then setsid fails, and that group serves as well.)
    _ = setsid()
    signal(SIGHUP, SIG_IGN)
    StopSignal.install()  // A check that takes over sends SIGTERM: stop the build, then end.
    guard let lock = try? KataCheck.lock(in: kit).tryAcquire(as: .me(.warm, kata: kata.id))
    else { return 0 }
    defer { lock.release() }
    // The learner's files are held to the house rules beside the build, as
    // a check does (on the package's copies, once they are made); the
    // findings are kept on disk, so the first check parses nothing.
    var houseRules: HouseRulesRun?
    defer { _ = houseRules?.wait() }
    let package = KataCheck(kit: kit, kata: kata).package()
    let ahead = others.filter { $0.id != kata.id && !package.holds($0) }
    var log = ""
    var status: Int32 = 0
    for (index, next) in ([kata] + ahead + (ahead.isEmpty ? [] : [kata])).enumerated() {
      // A check (or a run) waits for the package: the learner's kata is
      // built, so it is the waiter's turn.
      if index > 0 && KataCheck.lock(in: kit).hasWaiters { break }
      lock.record(.me(.warm, kata: next.id))
      do {
        let check = KataCheck(kit: kit, kata: next)
        let member = try check.prepare()
        if next.id == kata.id, houseRules == nil {
          houseRules = HouseRulesRun(
            [check.houseRulesProgram(of: member)], scratch: HouseRulesRun.scratch(in: kit))
        }
        let result = try check.package().build()
        log += "== \(next.id)\n" + result.output
        if next.id == kata.id { status = result.succeeded ? 0 : 1 }
      } catch {
        status = 1
        break  // Stopped (a check needs the package) or unable to build: either way, done.
      }
    }
    try? Data(log.utf8).write(to: self.log(in: kit), options: .atomic)
    return status
  }
}
