import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process group the tour started (see `ChildProcess`): its leader's id,
/// which is the group's id, and when that leader started, so that the
/// group can be told apart from a later one given the same number.
///
/// Everything a build or a test run starts is in its group: the compilers
/// under `swift build`, a process the code under test started and forgot.
/// Ending the group ends them all, and nothing the tour started outlives
/// the work it was started for.
struct ProcessGroup: Codable, Equatable, Sendable {
  let leader: Int32
  /// When the leader started, in the system's own units; nil when it
  /// could not be read.
  let started: UInt64?

  /// The group `leader` leads, as it is now.
  init(leader: pid_t) {
    self.leader = leader
    self.started = Self.startTime(of: leader)
  }

  /// Kills every process in the group and waits, for up to two seconds,
  /// until none of them runs any more. A process that ended is gone for
  /// good even while its parent has not collected it (a zombie): it holds
  /// no file, no pipe, no processor.
  func end() {
    _ = kill(-leader, SIGKILL)
    var waited = 0
    while hasLivingMembers && waited < 1_000 {
      usleep(2_000)
      waited += 1
    }
  }

  /// Ends the group if it is still the one this record was made for: its
  /// leader is the same process, or has ended while others in the group
  /// run on (a group's number is not given to another while any member is
  /// left). A leader's number now used by a process that started later is
  /// someone else's: left alone, as is a group whose leader's start could
  /// not be told.
  func endIfStillTheSame() {
    if kill(leader, 0) == 0 || errno == EPERM {
      guard let started, Self.startTime(of: leader) == started else { return }
    }
    end()
  }

  /// Whether any process in the group is still running.
  var hasLivingMembers: Bool {
    guard kill(-leader, 0) == 0 || errno == EPERM else { return false }
    #if os(Linux)
      // Ended processes not yet collected still count for kill(); the
      // system's table of processes says which of them really run.
      let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      return names.contains { name in
        guard let pid = Int32(name), let stat = Self.stat(of: pid), stat.count > 2 else {
          return false
        }
        return stat[2] == "\(leader)" && stat[0] != "Z" && stat[0] != "X"
      }
    #else
      return true
    #endif
  }

  /// When process `pid` started, or nil when there is no such process.
  static func startTime(of pid: pid_t) -> UInt64? {
    #if os(Linux)
      guard let stat = stat(of: pid), stat.count > 19 else { return nil }
      return UInt64(stat[19])
    #elseif canImport(Darwin)
      var info = kinfo_proc()
      var size = MemoryLayout<kinfo_proc>.stride
      var name: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PID, pid]
      guard sysctl(&name, 4, &info, &size, nil, 0) == 0, size > 0 else { return nil }
      // `p_starttime` is a C macro for this field, which Swift does not import.
      let start = info.kp_proc.p_un.__p_starttime
      return UInt64(start.tv_sec) * 1_000_000 + UInt64(start.tv_usec)
    #else
      return nil
    #endif
  }

  #if os(Linux)
    /// The fields of `/proc/<pid>/stat` after the program's name (which
    /// may hold spaces and parentheses): its state first, then its parent,
    /// its group, ... and, twentieth, when it started.
    private static func stat(of pid: pid_t) -> [Substring]? {
      guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let end = text.lastIndex(of: ")")
      else { return nil }
      return text[text.index(after: end)...].split(separator: " ")
    }
  #endif
}
