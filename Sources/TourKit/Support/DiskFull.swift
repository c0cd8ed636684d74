import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Recognises a full disk, in an error or in what a build printed, so the
/// tour can say so: a full disk read as "your code does not compile" sends
/// the learner looking for a mistake that is not there.
enum DiskFull {
  /// The system's words for a full disk (ENOSPC), and for a quota used up
  /// (EDQUOT), which looks the same to the learner.
  static let systemWords = ["No space left on device", "Disk quota exceeded"]

  /// Whether `error` is the system saying there is no room left.
  static func isCause(of error: any Error) -> Bool {
    var current: NSError? = error as NSError
    while let error = current {
      if error.domain == NSPOSIXErrorDomain && [Int(ENOSPC), Int(EDQUOT)].contains(error.code) {
        return true
      }
      if error.domain == NSCocoaErrorDomain && error.code == CocoaError.fileWriteOutOfSpace.rawValue
      {
        return true
      }
      current = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
    }
    return false
  }

  /// Whether a tool's output says it ran out of room.
  static func isMentioned(in output: String) -> Bool {
    systemWords.contains { output.contains($0) }
  }

  /// What to do about it.
  static let advice =
    "Free some space, then run the command again. The tour's build folder, .tour/build, "
    + "can always be deleted (the tour makes it again); so can other projects' .build folders."
}
