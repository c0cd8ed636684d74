import Foundation
import Testing

@testable import TourKit

/// The build `kata` starts in the background, run by the built tour against
/// a stand-in `swift` that the test holds mid-build through two named pipes:
/// it writes to `started.fifo` once it runs, then waits until the test
/// writes to `go.fifo`. No clock is involved: each side blocks until the
/// other acts.
@Suite(
  "The background build: a kata compiled while its brief is read, never two builds at once",
  .enabled(if: TourBinary.testsRun), .serialized)
struct BackgroundBuildTests {
  static let myCode = "let demo = 42 // my work\n"

  @Test("kata builds in the background; a check started meanwhile waits for it, then builds")
  func checkWaitsForTheBackgroundBuild() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    try write(Self.myCode, to: kit.workbenchFile)
    let environment = try kit.backgroundBuildEnvironment()
    defer { kit.releaseTheStandIn() }

    let kata = try kit.run(["kata", "demo-kata"], environment: environment)
    #expect(kata.status == 0, "\(kata.errors)")
    try #require(
      kata.output.contains("Compiling the kata in the background"),
      "kata did not start a background build: \(kata.output)")
    try kit.waitUntilTheStandInBuilds()
    let holder = kit.lock.currentHolder
    #expect(
      holder?.purpose == .warm && holder?.kata == "demo-kata", "\(String(describing: holder))")

    let (check, output) = try kit.start(["check", "demo-kata"], environment: environment)
    var text = kit.read(output, until: "Waiting for")
    try kit.letTheStandInFinish()
    text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    check.waitUntilExit()

    #expect(text.contains("Waiting for the background build that `kata` started"), "\(text)")
    #expect(check.terminationStatus == 1, "the stand-in compiles nothing: \(text)")
    // The check's build began only once the background one had ended.
    let calls = kit.buildCalls
    #expect(
      calls.count == 4 && calls[1].hasPrefix("end") && calls[2].hasPrefix("start"), "\(calls)")
    #expect(calls.first?.contains("build --build-tests --package-path") == true, "\(calls)")
    #expect(!kit.lock.isHeld, "a build still holds the check package")
    #expect(try String(contentsOf: kit.workbenchFile, encoding: .utf8) == Self.myCode)
  }

  @Test("A check of another kata stops the background build and takes over")
  func checkOfAnotherKataTakesOver() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    try kit.addKata("other-kata", title: "Other kata", module: "OtherKata", file: "Other.swift")
    let environment = try kit.backgroundBuildEnvironment()
    defer { kit.releaseTheStandIn() }
    let kata = try kit.run(["kata", "demo-kata"], environment: environment)
    try #require(kata.output.contains("in the background"), "\(kata.output)")
    try kit.waitUntilTheStandInBuilds()

    let (check, output) = try kit.start(["check", "other-kata"], environment: environment)
    var text = kit.read(output, until: "the background build")
    // The background build gets no go: the check has to stop it. (Should it
    // wait instead, the go lets the test end rather than hang.)
    let stopping = text.contains("Stopping the background build of demo-kata")
    if !stopping { try kit.letTheStandInFinish() }
    text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    check.waitUntilExit()
    #expect(stopping, "\(text)")
    #expect(check.terminationStatus == 1, "the stand-in compiles nothing: \(text)")
    let calls = kit.buildCalls
    #expect(calls.filter { $0.hasPrefix("start") }.count == 2, "\(calls)")
    #expect(!kit.lock.isHeld, "a build still holds the check package")
  }

  @Test("warm builds once, keeps the compiler's words in a log, lets go and ends")
  func warmBuildsAndEnds() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let swift = try kit.script("quick-swift", "echo \"start $*\" >> swift-calls\necho compiled\n")
    let run = try kit.run(["warm", "demo-kata"], environment: ["PATTERNS_TOUR_SWIFT": swift])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.isEmpty, "the background build printed: \(run.output)")
    let log = kit.root.appendingPathComponent(".tour/build/warm.log")
    #expect((try? String(contentsOf: log, encoding: .utf8)) == "== demo-kata\ncompiled\n")
    let calls = kit.buildCalls
    // The check package, with the flags every build there shares.
    let flags = ScratchPackage.buildFlags.joined(separator: " ")
    #expect(calls.count == 1 && calls[0].hasSuffix(".tour/build/check \(flags)"), "\(calls)")
    #expect(!kit.lock.isHeld, "warm still holds the check package after it ended")
  }

  @Test("warm then compiles ahead the katas never compiled, and the learner's kata last")
  func warmCompilesAhead() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    try kit.addKata("other-kata", title: "Other kata", module: "OtherKata", file: "Other.swift")
    // The stand-in notes which kata's tests each build is for.
    let manifest = "$4/Package.swift"
    let swift = try kit.script(
      "quick-swift",
      "sed -n 's/.*testTarget(name: \"\\([A-Za-z]*\\)\".*/\\1/p' \"\(manifest)\" >> swift-calls\n")
    let environment = ["PATTERNS_TOUR_SWIFT": swift]
    #expect(try kit.run(["warm", "demo-kata"], environment: environment).status == 0)
    #expect(kit.swiftCalls == ["DemoKataTests", "OtherKataTests", "DemoKataTests"])
    // Every kata is compiled now: the next background build has only its own.
    #expect(try kit.run(["warm", "demo-kata"], environment: environment).status == 0)
    #expect(kit.swiftCalls.count == 4, "\(kit.swiftCalls)")
    #expect(!kit.lock.isHeld, "warm still holds the check package after it ended")
  }

  @Test("warm leaves the work to a build already under way")
  func warmDefersToAnotherBuild() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let swift = try kit.script("quick-swift", "echo \"start $*\" >> swift-calls\n")
    let me = BuildLock.Holder(pid: getpid(), kata: "demo-kata", purpose: .check)
    let held = try #require(try kit.lock.tryAcquire(as: me))
    let run = try kit.run(["warm", "demo-kata"], environment: ["PATTERNS_TOUR_SWIFT": swift])
    #expect(run.status == 0, "\(run.errors)")
    #expect(kit.swiftCalls.isEmpty, "warm built while another build held the package")
    #expect(kit.lock.currentHolder == me, "warm took the record of the build under way")
    held.release()
  }

  @Test("With PATTERNS_TOUR_BACKGROUND_BUILD=0, kata starts no build")
  func switchedOff() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let kata = try kit.run(
      ["kata", "demo-kata"], environment: ["PATTERNS_TOUR_BACKGROUND_BUILD": "0"])
    #expect(kata.status == 0, "\(kata.errors)")
    #expect(!kata.output.contains("background"), "\(kata.output)")
    let lock = kit.root.appendingPathComponent(".tour/build/check.lock")
    #expect(!FileManager.default.fileExists(atPath: lock.path), "something took the lock")
  }
}

extension SandboxKit {
  var lock: BuildLock { KataCheck.lock(in: Kit(root: root)) }
  var startedPipe: URL { root.appendingPathComponent("started.fifo") }
  var goPipe: URL { root.appendingPathComponent("go.fifo") }

  /// Background builds on, and a stand-in `swift` whose first build waits
  /// for the test (each call is noted in `swift-calls`, as it starts and
  /// ends); later builds fail at once.
  func backgroundBuildEnvironment() throws -> [String: String] {
    for pipe in [startedPipe, goPipe] { #expect(mkfifo(pipe.path, 0o600) == 0) }
    let calls = root.appendingPathComponent("swift-calls").path
    let swift = try script(
      "held-swift",
      """
      echo "start $$ $*" >> '\(calls)'
      if [ "$1" = build ] && mkdir '\(root.path)/held-once' 2>/dev/null; then
        echo started > '\(startedPipe.path)'
        read go < '\(goPipe.path)'
      fi
      echo "end $$" >> '\(calls)'
      echo 'error: the stand-in toolchain compiles nothing' >&2
      exit 1

      """)
    return ["PATTERNS_TOUR_SWIFT": swift, "PATTERNS_TOUR_BACKGROUND_BUILD": "1"]
  }

  /// Blocks until the stand-in's held build has begun.
  func waitUntilTheStandInBuilds() throws {
    let handle = try #require(FileHandle(forReadingAtPath: startedPipe.path))
    _ = handle.readDataToEndOfFile()
    try handle.close()
  }

  /// Frees a stand-in still held at either pipe, so that a test that
  /// failed halfway leaves nothing running: opening a pipe's other end
  /// without blocking is enough to let it go on.
  func releaseTheStandIn() {
    for (pipe, flags) in [(startedPipe, O_RDONLY), (goPipe, O_WRONLY)] {
      let descriptor = open(pipe.path, flags | O_NONBLOCK)
      if descriptor >= 0 { close(descriptor) }
    }
  }

  /// Lets the stand-in's held build end.
  func letTheStandInFinish() throws {
    let handle = try #require(FileHandle(forWritingAtPath: goPipe.path))
    handle.write(Data("go\n".utf8))
    try handle.close()
  }

  /// Every call of the stand-in `swift`, in order.
  var swiftCalls: [String] {
    let text = try? String(contentsOf: root.appendingPathComponent("swift-calls"), encoding: .utf8)
    return (text ?? "").split(separator: "\n").map(String.init)
  }

  /// Starts the tour with its output in a pipe the test reads as it goes.
  func start(_ arguments: [String], environment: [String: String]) throws -> (Process, Pipe) {
    let process = process(arguments, environment: environment)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    return (process, output)
  }

  /// Reads what the tour prints until `text` appears (each read blocks until
  /// it writes) or it closes its output.
  func read(_ output: Pipe, until text: String) -> String {
    var read = ""
    while !read.contains(text) {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      read += String(decoding: data, as: UTF8.self)
    }
    return read
  }
}

extension SandboxKit {
  /// The stand-in swift's calls that were builds, each a "start" and an
  /// "end" line: the house rules' parse runs the same swift, and is left
  /// out.
  var buildCalls: [String] {
    let calls = swiftCalls
    let builds = Set(
      calls.filter { $0.hasPrefix("start") && $0.contains(" build ") }
        .compactMap { $0.split(separator: " ").dropFirst().first })
    return calls.filter { line in
      line.split(separator: " ").dropFirst().first.map { builds.contains($0) } ?? false
    }
  }
}
