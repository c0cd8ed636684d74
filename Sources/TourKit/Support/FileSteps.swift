import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every change the tour makes to the learner's files and its own records,
/// one small step at a time, each of which leaves the files whole.
///
/// A file is never written in place: its new contents go to a temporary
/// file beside it, are flushed to the disk, and only then is the temporary
/// file renamed over the old one. A rename is all or nothing, so a power
/// cut, a `kill -9` or a full disk leaves the old file or the new one,
/// never half of one. What such a fault can leave is a temporary file; its
/// name says which process made it, and `sweepPartials` removes those of
/// processes that have ended.
///
/// Each step first asks `FaultInjectionTestHook`, which the tour's tests
/// use to stop it at a chosen step.
enum FileSteps {
  /// The mark in the name of every temporary file or folder the tour makes.
  static let partialMark = ".tour-partial"

  /// Replaces (or creates) `file` with `data`, all or nothing. `flushed`
  /// makes the data reach the disk before the rename, so that a power cut
  /// cannot leave an empty file where the old one was; it costs a moment,
  /// so scratch copies that can be made again go without.
  static func write(_ data: Data, to file: URL, flushed: Bool = true) throws {
    let partial = partialName(for: file)
    do {
      try FaultInjectionTestHook.beforeStep(partial)
      try writeAll(data, to: partial, flushed: flushed)
      try move(partial, to: file)
    } catch {
      try? FileManager.default.removeItem(at: partial)
      throw naming(file, insteadOf: partial, in: error)
    }
  }

  /// `error` about `partial`, a temporary name, told as being about `real`,
  /// the file or folder it stands for. The learner never made the
  /// temporary one and cannot go and look at it; their own file they can.
  static func naming(_ real: URL, insteadOf partial: URL, in error: any Error) -> any Error {
    let nsError = error as NSError
    guard let path = nsError.userInfo[NSFilePathErrorKey] as? String,
      path == partial.path || path.hasPrefix(partial.path + "/")
    else { return error }
    var userInfo = nsError.userInfo
    userInfo[NSFilePathErrorKey] = real.path + path.dropFirst(partial.path.count)
    return NSError(domain: nsError.domain, code: nsError.code, userInfo: userInfo)
  }

  /// Renames `item` to `destination`, replacing a file there.
  static func move(_ item: URL, to destination: URL) throws {
    try FaultInjectionTestHook.beforeStep(destination)
    guard rename(item.path, destination.path) == 0 else { throw posixError(destination) }
  }

  /// Removes a file, or a folder with everything in it.
  static func remove(_ item: URL) throws {
    try FaultInjectionTestHook.beforeStep(item)
    try FileManager.default.removeItem(at: item)
  }

  /// Makes `folder` and the folders above it that are missing.
  static func makeFolder(_ folder: URL) throws {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    {
      return
    }
    try FaultInjectionTestHook.beforeStep(folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Makes `link` a symbolic link whose text is `destination`.
  static func makeLink(_ link: URL, to destination: String) throws {
    try FaultInjectionTestHook.beforeStep(link)
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
  }

  /// Removes the symbolic link `link` itself, never what it points to.
  static func removeLink(_ link: URL) throws {
    try FaultInjectionTestHook.beforeStep(link)
    guard unlink(link.path) == 0 else { throw posixError(link) }
  }

  /// The temporary name for a new version of `file`: beside it, hidden, and
  /// marked with this process's id.
  static func partialName(for file: URL) -> URL {
    file.deletingLastPathComponent().appendingPathComponent(
      ".\(file.lastPathComponent).\(getpid())\(partialMark)")
  }

  /// Removes the temporary files and folders directly in `folder` that a
  /// process which has since ended left behind (it was killed, or the
  /// machine stopped). Those of a process still running are its own
  /// business. With `deep`, folders inside are swept too.
  ///
  /// A name listed may be gone by the time it is removed: its owner renamed
  /// it into place and ended in between. That is no failure: the save that
  /// sweeps must not fail for it (a check run beside a `share` lost its
  /// record that way).
  static func sweepPartials(in folder: URL, deep: Bool = false) throws {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names {
      let item = folder.appendingPathComponent(name)
      if name.hasSuffix(partialMark) {
        if let pid = owner(of: name), isRunning(pid) { continue }
        do {
          try remove(item)
        } catch {
          // Gone since the listing: its owner renamed it into place.
          if FileManager.default.fileExists(atPath: item.path) { throw error }
        }
      } else if deep, isRealFolder(item) {
        try sweepPartials(in: item, deep: true)
      }
    }
  }

  /// The process id in a temporary name, ".Demo.swift.4242.tour-partial".
  private static func owner(of name: String) -> pid_t? {
    let parts = name.dropLast(partialMark.count).split(separator: ".")
    return parts.last.flatMap { pid_t($0) }
  }

  private static func isRunning(_ pid: pid_t) -> Bool {
    pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
  }

  /// A folder, and not a link to one: sweeping never leaves the tree.
  private static func isRealFolder(_ item: URL) -> Bool {
    let values = try? item.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
    return values?.isDirectory == true && values?.isSymbolicLink != true
  }

  private static func writeAll(_ data: Data, to file: URL, flushed: Bool) throws {
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw posixError(file) }
    var failure: Int32 = 0
    data.withUnsafeBytes { buffer in
      guard let start = buffer.baseAddress else { return }  // Nothing to write.
      var offset = 0
      while offset < buffer.count, failure == 0 {
        let written = systemWrite(descriptor, start + offset, buffer.count - offset)
        if written >= 0 {
          offset += written
        } else if errno != EINTR {
          failure = errno
        }
      }
    }
    // A file is only as good as what reached the disk: a full disk may
    // first say so when the data is flushed.
    if flushed && failure == 0 && fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0 && failure == 0 { failure = errno }
    guard failure == 0 else { throw posixError(file, code: failure) }
  }

  /// The C library's `write`, which Foundation's `write` methods hide.
  private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int)
    -> Int
  {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }

  private static func posixError(_ file: URL, code: Int32 = errno) -> NSError {
    NSError(
      domain: NSPOSIXErrorDomain, code: Int(code), userInfo: [NSFilePathErrorKey: file.path])
  }
}
