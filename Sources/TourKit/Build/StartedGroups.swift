import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process groups this tour has started and not yet ended, written into
/// the record of every build lock it holds (`BuildLock`).
///
/// A check killed with SIGKILL (or a closed laptop lid that ended the
/// terminal) cannot end what it started: `swift build` and its compilers
/// run on, minutes of both cores, and write into the package the next
/// check builds. The lock's record is left behind, though, as the lock
/// itself is not (the system lets go of a killed holder's lock), so the
/// next builder to take the lock reads which groups the last one had
/// running and ends what is left of them before it builds.
final class StartedGroups: @unchecked Sendable {
  // @unchecked: every variable is read and written under `lock`.
  static let shared = StartedGroups()

  private let lock = NSLock()
  private var groups: [ProcessGroup] = []
  /// The records to keep up to date: an open lock file's descriptor, and
  /// who holds that lock.
  private var records: [Int32: BuildLock.Holder] = [:]

  /// A group was started.
  func add(_ group: ProcessGroup) {
    lock.withLock {
      groups.append(group)
      writeRecords()
    }
  }

  /// A group was ended.
  func remove(leader: Int32) {
    lock.withLock {
      groups.removeAll { $0.leader == leader }
      writeRecords()
    }
  }

  /// Writes `holder`, with the groups running now and from now on, into
  /// the lock file open as `descriptor`, until `stopRecording`.
  func record(_ holder: BuildLock.Holder, in descriptor: Int32) {
    lock.withLock {
      records[descriptor] = holder
      writeRecords()
    }
  }

  /// Stops writing into `descriptor`, which is about to be closed.
  func stopRecording(in descriptor: Int32) {
    lock.withLock { _ = records.removeValue(forKey: descriptor) }
  }

  /// Called with `lock` held, so that two writes never interleave.
  ///
  /// A record must read whole even if the tour is killed mid-write, which
  /// is when it matters. So it is not emptied and then written (a kill in
  /// between would leave nothing to read): it is written over the old one
  /// in one call, padded with spaces to the old one's length (JSON allows
  /// them after the value), and only then cut to its own length.
  private func writeRecords() {
    for (descriptor, holder) in records {
      var current = holder
      current.groups = groups
      guard var data = try? JSONEncoder().encode(current) else { continue }
      let length = data.count
      let old = Int(lseek(descriptor, 0, SEEK_END))
      if old > length {
        data.append(contentsOf: repeatElement(UInt8(ascii: " "), count: old - length))
      }
      _ = data.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
      _ = ftruncate(descriptor, off_t(length))
    }
  }
}
