import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Says what went wrong with a file in plain words.
///
/// Foundation's file errors print as `Error Domain=NSCocoaErrorDomain
/// Code=512 "(null)" UserInfo={...}`, which tells a learner nothing. What
/// they need is the reason the system gave ("Not a directory") and the file
/// it was about, relative to the kit, so they can go and look.
enum PlainErrors {
  /// `error` in one short line: "Not a directory: .tour/build". Errors that
  /// are not Foundation's file errors keep their own description.
  static func describe(_ error: any Error, in kit: Kit? = nil) -> String {
    let nsError = error as NSError
    guard nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain else {
      return "\(error)"
    }
    let reason = systemReason(nsError) ?? cocoaReason(nsError)
    guard let path = filePath(nsError) else { return reason }
    return "\(reason): \(kit.map { $0.relative(URL(fileURLWithPath: path)) } ?? path)"
  }

  /// The operating system's own words for the error, when it has an errno.
  private static func systemReason(_ error: NSError) -> String? {
    if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
    // Stored as a Swift error on Linux and as an NSError on macOS.
    guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error else { return nil }
    let bridged = underlying as NSError
    guard bridged.domain == NSPOSIXErrorDomain else { return nil }
    return String(cString: strerror(Int32(bridged.code)))
  }

  /// Foundation's file error codes that come without an errno.
  private static func cocoaReason(_ error: NSError) -> String {
    switch CocoaError.Code(rawValue: error.code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: return "No such file or directory"
    case .fileWriteFileExists: return "Something with that name is in the way"
    case .fileReadNoPermission, .fileWriteNoPermission: return "Permission denied"
    case .fileWriteOutOfSpace: return "No space left on device"
    case .fileWriteVolumeReadOnly: return "Read-only file system"
    case .fileReadCorruptFile: return "The file's contents could not be read"
    default: return "The file operation failed (Foundation error \(error.code))"
    }
  }

  private static func filePath(_ error: NSError) -> String? {
    if let path = error.userInfo[NSFilePathErrorKey] as? String { return path }
    return (error.userInfo[NSURLErrorKey] as? URL)?.path
  }
}
