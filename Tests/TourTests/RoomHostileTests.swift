import Foundation
import Testing

@testable import TourKit

/// What a careless or hostile room throws at `room`: numbers no clock can
/// hold, a closed standard input, dates from before the kit existed, a file
/// that is UTF-8 but for one line, and names in scripts whose letters are
/// not one column each. One bad line never takes the screen down, and each
/// row shows only what is so.
@Suite("room against hostile input", .enabled(if: TourBinary.testsRun), .serialized)
struct RoomHostileTests {
  let now = ProgressCode.stamp(Date())

  func codes(_ lines: [String], in kit: SandboxKit) throws -> String {
    let file = kit.root.appendingPathComponent("codes.txt")
    try write(lines.joined(separator: "\n") + "\n", to: file)
    return file.path
  }

  func row(of name: String, in output: String) -> String? {
    output.split(separator: "\n").map(String.init).first { $0.hasPrefix(name) }
  }

  @Test("Minutes no clock can hold are refused on their line; the rest of the room shows")
  func impossibleMinutes() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let file = try codes(
      [
        "pk2;Ana;demo-kata;1/1;9223372036854775807m;0/1;-;-;\(now)",
        "pk2;Bo;demo-kata;1/1;3m;0/1;-;-;\(now)",
      ], in: kit)

    let run = try kit.run(["room", file])

    #expect(!run.errors.contains("Fatal error"), "room crashed: \(run.errors)")
    #expect(run.status == 0, "\(run.errors)")
    #expect(row(of: "Bo ", in: run.output) != nil, "Bo's good row is missing: \(run.output)")
    #expect(row(of: "Ana ", in: run.output) == nil, "Ana's impossible row shows: \(run.output)")
    #expect(run.output.contains("line 1"), "the bad line is not named: \(run.output)")
  }

  @Test("room - with standard input closed reads an empty paste and says so")
  func closedStandardInput() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let binary = try #require(TourBinary.url)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec \"$0\" room - <&-", binary.path]
    process.currentDirectoryURL = kit.root
    process.environment = SandboxKit.environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(!said.contains("Fatal error"), "room crashed: \(said)")
    #expect(process.terminationReason == .exit && process.terminationStatus == 1, "\(said)")
    #expect(said.contains("found no progress codes"), "\(said)")
  }

  @Test("A step that started in 1970, or before the kit could exist, is refused")
  func stepFrom1970() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let file = try codes(
      [
        "pk1;name=Ana;kata=demo-kata;step=1;steps=1;since=1970-01-01T00:00:00Z;done=0;katas=1;"
          + "at=\(ISO8601DateFormatter().string(from: Date()))",
        "pk2;Bo;demo-kata;1/1;29000000m;0/1;-;-;\(now)",
        "pk2;Cy;demo-kata;1/1;3m;0/1;-;-;19700101T000500Z",
      ], in: kit)

    let run = try kit.run(["room", file])

    #expect(run.status == 1, "\(run.output)")
    for name in ["Ana ", "Bo ", "Cy "] {
      #expect(row(of: name, in: run.output) == nil, "\(name)trusted: \(run.output)")
    }
    for line in 1...3 {
      #expect(run.output.contains("line \(line):"), "line \(line) not refused: \(run.output)")
    }
  }

  @Test("A learner who read a brief but never checked is not shown as having done all steps")
  func neverChecked() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    #expect(try kit.run(["kata", "demo-kata"]).status == 0)
    let share = try kit.run(["share", "Ana"])
    let code = try #require(share.output.split(separator: "\n").first { $0.hasPrefix("pk2;") })

    let run = try kit.run(["room", try codes([String(code)], in: kit)])

    let ana = try #require(row(of: "Ana ", in: run.output), "\(run.output)")
    #expect(!ana.contains(" all "), "never checked, yet shown as all done: \(ana)")
    #expect(ana.contains("demo-kata"), "\(ana)")
  }

  @Test("Names in CJK, emoji and stacked accents keep the columns, and are cut whole")
  func wideNames() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let names = ["王小明", "a👍👍👍👍👍👍", "Zoe\u{301}\u{301}\u{301}"]
    let file = try codes(names.map { "pk2;\($0);demo-kata;1/1;3m;0/1;-;-;\(now)" }, in: kit)

    let run = try kit.run(["room", file])

    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.output.contains("\u{FFFD}"), "a character was cut in half: \(run.output)")
    // The name column is 12 wide: a CJK letter and an emoji take two.
    for expected in [
      "王小明      demo-kata", "a👍👍👍👍…  demo-kata", "Zoe\u{301}\u{301}\u{301}         demo-kata",
    ] {
      #expect(
        run.output.split(separator: "\n").contains { $0.hasPrefix(expected) },
        "no row starts \(expected.debugDescription): \(run.output)")
    }
  }
}

@Suite("room decodes each line on its own")
struct RoomLineDecodingTests {
  @Test("A UTF-8 file with one Latin-1 line: that line alone is read as Latin-1")
  func oneLatin1Line() throws {
    let utf8 = Data("pk1;name=José;done=0;katas=1;at=2026-01-01T10:00:00Z\n".utf8)
    let latin1 = try #require(
      "pk1;name=Fló;done=0;katas=1;at=2026-01-01T10:00:00Z\n".data(using: .isoLatin1))
    let text = try #require(RoomInput.decode(utf8 + latin1 + utf8)).text
    #expect(!text.contains("Ã"), "UTF-8 read as Latin-1: \(text)")
    #expect(text.components(separatedBy: "José").count == 3, "\(text)")
    #expect(text.contains("Fló"), "\(text)")
  }
}
