import Foundation
import Testing

/// `open` run as a learner runs it, in a sandbox kit: what it says, what it
/// makes, and that bad input leaves the learner's files as they were.
@Suite("open, run by a learner", .enabled(if: TourBinary.testsRun), .serialized)
struct OpenCommandTests {
  static let myCode = "let demo = 42 // my work\n"

  /// A sandbox whose kata has what `open` links: a toolkit folder and tests.
  private func sandbox() throws -> SandboxKit {
    let kit = try SandboxKit()
    try write(
      "public final class View {}\n",
      to: kit.root.appendingPathComponent("Sources/Patterns/HeadlessKit/View.swift"))
    try write(
      "public final class DownloadSession {}\n",
      to: kit.root.appendingPathComponent(
        "Sources/Patterns/HeadlessNetworking/DownloadSession.swift"))
    try write(
      "import Testing\n",
      to: kit.root.appendingPathComponent("Tests/KataTests/DemoKataTests/Step1.swift"))
    try write(Self.myCode, to: kit.workbenchFile)
    return kit
  }

  @Test("open makes the package, says how to open it, and ends with the command to run next")
  func opens() throws {
    let kit = try sandbox()
    defer { kit.remove() }
    let run = try kit.run(["open", "demo-kata", "--no-xcode"])
    #expect(run.status == 0, "open exited with \(run.status): \(run.errors)")
    #expect(run.output.contains(".tour/ide/demo-kata"), "\(run.output)")
    #expect(run.output.contains("code .tour/ide/demo-kata"), "\(run.output)")
    #expect(run.output.contains("swift test --package-path .tour/ide/demo-kata"))
    let lines = run.output.split(separator: "\n")
    #expect(lines.last?.contains("./tour check demo-kata") == true)
    #expect(lines.allSatisfy { $0.count <= 80 }, "a line over 80 columns:\n\(run.output)")
    let linked = kit.root.appendingPathComponent(".tour/ide/demo-kata/Sources/DemoKata/Demo.swift")
    #expect(try String(contentsOf: linked, encoding: .utf8) == Self.myCode)
    #expect(try String(contentsOf: kit.workbenchFile, encoding: .utf8) == Self.myCode)
  }

  @Test("A file where .tour/ should be: open says so plainly and leaves the learner's code")
  func unwritableTourFolder() throws {
    let kit = try sandbox()
    defer { kit.remove() }
    try write("not a folder\n", to: kit.root.appendingPathComponent(".tour"))
    let run = try kit.run(["open", "demo-kata"])
    let message = run.errors.replacingOccurrences(of: "\n", with: " ")
    #expect(run.status == 1, "open exited with \(run.status)")
    #expect(message.contains("could not make the kata's package in .tour/ide/demo-kata"))
    #expect(message.contains("Not a directory"), "\(run.errors)")
    #expect(message.contains("Nothing of yours was changed"), "\(run.errors)")
    #expect(!run.errors.contains("Error Domain"), "a raw Foundation error: \(run.errors)")
    #expect(try String(contentsOf: kit.workbenchFile, encoding: .utf8) == Self.myCode)
  }

  @Test("A kata whose tests are missing is not opened, and the message names the folder")
  func missingTests() throws {
    let kit = try sandbox()
    defer { kit.remove() }
    try FileManager.default.removeItem(
      at: kit.root.appendingPathComponent("Tests/KataTests/DemoKataTests"))
    let run = try kit.run(["open", "demo-kata"])
    #expect(run.status == 1, "open exited with \(run.status)")
    #expect(run.errors.contains("Tests/KataTests/DemoKataTests is missing"), "\(run.errors)")
    #expect(
      !FileManager.default.fileExists(atPath: kit.root.appendingPathComponent(".tour/ide").path))
  }

  @Test("A real folder where open expects its link is kept and reported, with what to do")
  func keepsARealFolder() throws {
    let kit = try sandbox()
    defer { kit.remove() }
    #expect(try kit.run(["open", "demo-kata", "--no-xcode"]).status == 0)
    // An editor replaced the link to the workbench with a copy, and the
    // learner went on editing the copy.
    let package = kit.root.appendingPathComponent(".tour/ide/demo-kata")
    let copy = package.appendingPathComponent("Sources/DemoKata")
    try FileManager.default.removeItem(at: copy)
    try write("let edited = 1 // only here\n", to: copy.appendingPathComponent("Demo.swift"))
    // And added a folder of notes of their own.
    let notes = package.appendingPathComponent("Sources/Notes/todo.txt")
    try write("remember\n", to: notes)

    let run = try kit.run(["open", "demo-kata", "--no-xcode"])

    let message = (run.output + run.errors).replacingOccurrences(of: "\n", with: " ")
    #expect(run.status == 1, "open exited with \(run.status): \(message)")
    let kept = try String(contentsOf: copy.appendingPathComponent("Demo.swift"), encoding: .utf8)
    #expect(kept == "let edited = 1 // only here\n", "open removed the learner's copy")
    #expect(FileManager.default.fileExists(atPath: notes.path), "open removed the notes")
    #expect(message.contains(".tour/ide/demo-kata/Sources/DemoKata"), "\(message)")
    #expect(message.contains("Sources/Katas/DemoKata"), "no advice on what to do: \(message)")
    #expect(try String(contentsOf: kit.workbenchFile, encoding: .utf8) == Self.myCode)
  }

  @Test("open removes a link it made that is no longer wanted, and no other")
  func removesOnlyItsOwnLinks() throws {
    let kit = try sandbox()
    defer { kit.remove() }
    let sources = kit.root.appendingPathComponent(".tour/ide/demo-kata/Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    // A link open made for a toolkit folder the kata no longer uses, and a
    // link the learner made to a folder of their own.
    try FileManager.default.createSymbolicLink(
      atPath: sources.appendingPathComponent("OldKit").path,
      withDestinationPath: "../../../../Sources/Patterns/HeadlessKit")
    let theirs = kit.root.appendingPathComponent("elsewhere/Scratch")
    try FileManager.default.createDirectory(at: theirs, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: sources.appendingPathComponent("Scratch"), withDestinationURL: theirs)

    let run = try kit.run(["open", "demo-kata", "--no-xcode"])

    #expect(run.status == 0, "\(run.errors)")
    let left = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
    #expect(left == ["DemoKata", "HeadlessKit", "HeadlessNetworking", "Scratch"], "\(left)")
    #expect((run.output + run.errors).contains("Scratch"), "the kept link is not reported")
  }
}
