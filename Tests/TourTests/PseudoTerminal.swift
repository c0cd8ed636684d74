import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal: a child process whose output goes to it believes it is
/// writing to a terminal window (`isatty` says yes), so the tests can see
/// what the tour prints for a person rather than for a pipe.
struct PseudoTerminal {
  enum Failure: Error { case couldNotOpen }

  /// Runs `process` with standard output and error on a new pseudo-terminal
  /// and returns everything it printed once it has exited. Standard input
  /// stays as the caller set it, unless `input` puts it on the terminal too,
  /// as in a terminal window, where the tour counts as interactive.
  static func run(_ process: Process, input: Bool = false) throws -> String {
    let (controller, name) = try open()
    defer { close(controller) }
    guard let terminal = FileHandle(forUpdatingAtPath: name) else { throw Failure.couldNotOpen }

    process.standardOutput = terminal
    process.standardError = terminal
    if input { process.standardInput = terminal }
    try process.run()
    try terminal.close()  // Only the child holds it now: its exit ends the reads below.

    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(controller, &buffer, buffer.count)
      if count <= 0 { break }  // 0 or EIO: the child closed the terminal.
      output.append(contentsOf: buffer[0..<count])
    }
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
  }

  /// Opens a new pseudo-terminal: the controlling side's descriptor, and the
  /// path of the side a child writes to.
  private static func open() throws -> (Int32, String) {
    #if os(Linux)
      // Swift's Glibc module leaves out posix_openpt and friends, so this
      // does what they do: open the multiplexer, unlock the new terminal and
      // ask its number. (The two ioctl numbers are TIOCSPTLCK and TIOCGPTN
      // from <asm-generic/ioctls.h>.)
      let controller = Glibc.open("/dev/ptmx", O_RDWR | O_NOCTTY)
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard controller >= 0, ioctl(controller, 0x4004_5431, &unlock) == 0,
        ioctl(controller, 0x8004_5430, &number) == 0
      else { throw Failure.couldNotOpen }
      return (controller, "/dev/pts/\(number)")
    #else
      let controller = posix_openpt(O_RDWR | O_NOCTTY)
      guard controller >= 0, grantpt(controller) == 0, unlockpt(controller) == 0,
        let name = ptsname(controller)
      else { throw Failure.couldNotOpen }
      return (controller, String(cString: name))
    #endif
  }
}
