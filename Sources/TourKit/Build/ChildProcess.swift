import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program the tour runs, started as the leader of a process group of its
/// own, with its output and errors going into one pipe.
///
/// Its own group, so a signal to the group reaches it and every process it
/// starts (they join its group unless they leave on purpose): learner code
/// under test may start a process that keeps the output open after the
/// test executable has ended. Started with `posix_spawn` rather than
/// Foundation's `Process`, whose Linux version learns that a child ended
/// only when every process the child started has closed a descriptor they
/// all inherit, so a left-over grandchild would make it wait with them.
final class ChildProcess {
  let pid: pid_t
  /// Where the child's output and errors arrive.
  let output: FileHandle
  /// How it ended, once it has: its exit status, or the signal that ended it.
  private(set) var ending: (status: Int32, signalled: Bool)?
  /// The processor time it used, in seconds, once it has ended: its own and
  /// that of the processes it waited for (a test process `swift test`
  /// started). Tells work from waiting when a run is stopped at its limit.
  private(set) var processorSeconds: Double?

  /// Starts `path` with `arguments` (the program's name first) and
  /// `environment`, its input read from /dev/null.
  init(path: String, arguments: [String], environment: [String: String]) throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw Self.error(errno, path) }
    // Neither end is for other children the tour may start meanwhile.
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let (reading, writing) = (ends[0], ends[1])

    var actions = Self.fileActions()
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, writing, 1)
    posix_spawn_file_actions_adddup2(&actions, writing, 2)

    var attributes = Self.attributes()
    defer { posix_spawnattr_destroy(&attributes) }
    // A group of its own (0: the child's id), signals as the program
    // expects them: none blocked, these at their defaults even if the
    // tour ignores or handles them.
    var none = sigset_t()
    sigemptyset(&none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    let flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for text in argv + envp { free(text) } }
    var child: pid_t = 0
    var failure = posix_spawn(&child, path, &actions, &attributes, argv, envp)
    // A program written a moment ago can still be open for writing in a
    // process another thread is starting (its copy of the descriptor lives
    // until that process runs its own program). Linux then refuses to run
    // it, "text file busy", for that moment: try again, for up to a second.
    var waited = 0
    while failure == ETXTBSY && waited < 500 {
      usleep(2_000)
      waited += 1
      failure = posix_spawn(&child, path, &actions, &attributes, argv, envp)
    }
    close(writing)  // The child has its own copies now.
    guard failure == 0 else {
      close(reading)
      throw Self.error(failure, path)
    }
    pid = child
    output = FileHandle(fileDescriptor: reading, closeOnDealloc: true)
    group = ProcessGroup(leader: child)
    StartedGroups.shared.add(group)
  }

  /// The child's group, which it leads.
  let group: ProcessGroup

  /// Ends what is left of the child's group once the child has ended (a
  /// process it started and forgot, its output sent elsewhere so that
  /// nothing else would notice it) and waits until it has, so that nothing
  /// the tour started outlives the work it was started for.
  func endGroup() {
    group.end()
    StartedGroups.shared.remove(leader: pid)
  }

  /// Whether the child has ended; notes how, the first time.
  func hasEnded() -> Bool {
    if ending != nil { return true }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, WNOHANG, &usage) == pid else { return false }
    processorSeconds = Self.seconds(usage.ru_utime) + Self.seconds(usage.ru_stime)
    // The C macros WIFSIGNALED and friends, which Swift does not import:
    // the low seven bits hold the signal that ended the child (0 when it
    // exited), the next eight its exit code.
    let signal = status & 0x7F
    ending = signal == 0 ? ((status >> 8) & 0xFF, false) : (signal, true)
    return true
  }

  /// Sends `signal` to the child alone.
  func send(_ signal: Int32) { _ = kill(pid, signal) }

  /// Sends `signal` to every process in the child's group. The group
  /// outlives its leader while any member is left, and its id is not given
  /// to another process until it is empty.
  func sendToGroup(_ signal: Int32) { _ = kill(-pid, signal) }

  private static func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
  }

  private static func error(_ code: Int32, _ path: String) -> NSError {
    NSError(domain: NSPOSIXErrorDomain, code: Int(code), userInfo: [NSFilePathErrorKey: path])
  }

  #if canImport(Darwin)
    private static func fileActions() -> posix_spawn_file_actions_t? {
      var actions: posix_spawn_file_actions_t?
      posix_spawn_file_actions_init(&actions)
      return actions
    }

    private static func attributes() -> posix_spawnattr_t? {
      var attributes: posix_spawnattr_t?
      posix_spawnattr_init(&attributes)
      return attributes
    }
  #else
    private static func fileActions() -> posix_spawn_file_actions_t {
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      return actions
    }

    private static func attributes() -> posix_spawnattr_t {
      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      return attributes
    }
  #endif
}
