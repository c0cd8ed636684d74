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
    var text = kit.read(output, until: "Finishing the build")
    try kit.letTheStandInFinish()
    text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    check.waitUntilExit()

    // One true line: the check waits for the build it needs, and says so.
    #expect(
      text.contains("Finishing the build of your code that `kata` started in the background"),
      "\(text)")
    #expect(!text.contains("Stopping") && !text.contains("process"), "\(text)")
    #expect(check.terminationStatus == 1, "the stand-in compiles nothing: \(text)")
    // The check's build began only once the background one had ended.
    let calls = kit.buildCalls
    #expect(
      calls.count == 4 && calls[1].hasPrefix("end") && calls[2].hasPrefix("start"), "\(calls)")
    #expect(calls.first?.contains("build --build-tests --package-path") == true, "\(calls)")
    #expect(!kit.lock.isHeld, "a build still holds the check package")
    #expect(try String(contentsOf: kit.workbenchFile, encoding: .utf8) == Self.myCode)
  }

  @Test("A check of another kata stops the background build without a word and takes over")
  func checkOfAnotherKataTakesOver() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    try kit.addKata("other-kata", title: "Other kata", module: "OtherKata", file: "Other.swift")
    let environment = try kit.backgroundBuildEnvironment()
    defer { kit.releaseTheStandIn() }
    let kata = try kit.run(["kata", "demo-kata"], environment: environment)
    try #require(kata.output.contains("in the background"), "\(kata.output)")
    try kit.waitUntilTheStandInBuilds()

    // The background build gets no go: the check has to stop it to build.
    let (check, output) = try kit.start(["check", "other-kata"], environment: environment)
    var text = kit.read(output, until: "Building and testing")
    text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    check.waitUntilExit()
    #expect(text.contains("Building and testing"), "the check did not take over: \(text)")
    // The learner asked for nothing of demo-kata: not a word about it.
    for housekeeping in ["background", "demo-kata", "process", "Waiting", "Stopping"] {
      #expect(!text.contains(housekeeping), "\(housekeeping): \(text)")
    }
    #expect(check.terminationStatus == 1, "the stand-in compiles nothing: \(text)")
    let calls = kit.buildCalls
    #expect(calls.filter { $0.hasPrefix("start") }.count == 2, "\(calls)")
    #expect(!kit.lock.isHeld, "a build still holds the check package")
  }

  @Test("A check waiting for its kata's background build is never stopped by it going on")
  func checkWaitingStopsTheWorkAhead() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    try kit.addKata("other-kata", title: "Other kata", module: "OtherKata", file: "Other.swift")
    let environment = try kit.backgroundBuildEnvironment()
    defer { kit.releaseTheStandIn() }
    let kata = try kit.run(["kata", "demo-kata"], environment: environment)
    try #require(kata.output.contains("in the background"), "\(kata.output)")
    try kit.waitUntilTheStandInBuilds()

    let (check, output) = try kit.start(["check", "demo-kata"], environment: environment)
    var text = kit.read(output, until: "Finishing the build")
    try kit.letTheStandInFinish()
    text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    check.waitUntilExit()
    // The background build ended with demo-kata, the kata the check needed,
    // instead of going on to other-kata: two builds, one after the other.
    let starts = kit.buildCalls.filter { $0.hasPrefix("start") }
    #expect(starts.count == 2, "\(kit.buildCalls)")
    #expect(kit.buildCalls.count == 4 && kit.buildCalls[1].hasPrefix("end"), "\(kit.buildCalls)")
    let waiting = text.split(separator: "\n").filter { $0.contains("Finishing the build") }
    #expect(waiting.count == 1, "\(text)")
    #expect(!text.contains("Stopping") && !text.contains("other-kata"), "\(text)")
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
