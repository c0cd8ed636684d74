import Foundation
import Testing

@testable import TourKit

/// What a facilitator's folder of codes really holds: lines from Windows
/// and old Macs, files saved as UTF-16 or Latin-1, names with terminal
/// control sequences, and fields forged by hand.
@Suite("room reads codes from anywhere, and trusts none")
struct RoomInputTests {
  @Test("Lines end in LF, CRLF or CR, and each is one line with its number")
  func lineEndings() {
    let lines = RoomInput.lines(of: "a\r\nb\rc\nd\r\n\r\ne")
    #expect(lines.map(\.text) == ["a", "b", "c", "d", "", "e"])
    #expect(lines.map(\.number) == [1, 2, 3, 4, 5, 6])
  }

  @Test("UTF-8, UTF-16 with its mark and Latin-1 are read; other bytes are not text")
  func encodings() throws {
    let line = "pk1;name=José;at=2026-01-01T10:00:00Z"
    #expect(RoomInput.decode(Data(line.utf8))?.text == line)
    #expect(RoomInput.decode(Data([0xEF, 0xBB, 0xBF]) + Data(line.utf8))?.text == line)
    let utf16 = try #require(line.data(using: .utf16))  // With its byte-order mark.
    #expect(RoomInput.decode(utf16)?.text == line)
    let bigEndian = Data([0xFE, 0xFF]) + (try #require(line.data(using: .utf16BigEndian)))
    #expect(RoomInput.decode(bigEndian)?.text == line)
    let latin1 = try #require(line.data(using: .isoLatin1))
    #expect(RoomInput.decode(latin1)?.text == line)
    #expect(RoomInput.decode(latin1)?.encoding == "Latin-1")
    #expect(RoomInput.decode(Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x00, 0x1A, 0x0A])) == nil)
  }

  @Test("Dates in codes read as the formatter reads them, and impossible ones do not")
  func dates() {
    let formatter = ISO8601DateFormatter()
    // Every 3 days and 7 hours or so from 1970 to past 2100, leap days included.
    for step in stride(from: 0.0, through: 4_200_000_000, by: 284_437) {
      let text = formatter.string(from: Date(timeIntervalSince1970: step))
      #expect(InternetDate.parse(text[...]) == formatter.date(from: text), "\(text)")
    }
    for text in [
      "2026-02-29T10:00:00Z", "2026-04-31T10:00:00Z", "2026-01-01T24:00:00Z",
      "2026-1-01T10:00:00Z", "2026-01-01T10:00:00+01:00", "2026-01-01 10:00:00Z", "",
    ] {
      #expect(InternetDate.parse(text[...]) == nil, "\(text) was read as a date")
    }
    #expect(InternetDate.parse("2024-02-29T23:59:59Z") != nil)
  }

  @Test("Every control character is taken out of what is printed")
  func controlCharacters() {
    let hostile = "Ana\u{1B}[2J\u{1B}]0;pwned\u{07}\r\u{8}\u{9B}31m\u{202E}evil\u{0}"
    let clean = ProgressCode.printable(hostile)
    #expect(clean.unicodeScalars.allSatisfy { !$0.properties.generalCategory.isControlOrFormat })
    #expect(clean.hasPrefix("Ana"), "\(clean)")
  }
}

extension Unicode.GeneralCategory {
  fileprivate var isControlOrFormat: Bool { self == .control || self == .format }
}

@Suite("room against forged codes", .enabled(if: TourBinary.testsRun), .serialized)
struct RoomForgeryTests {
  func stamp(_ minutesAgo: Double) -> String {
    ISO8601DateFormatter().string(from: Date().addingTimeInterval(-minutesAgo * 60))
  }

  @Test("Codes in CRLF, CR, UTF-16 and Latin-1 files are all read, each learner a row")
  func everyLineEndingAndEncoding() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let folder = kit.root.appendingPathComponent("codes")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func code(_ name: String) -> String { "pk1;name=\(name);done=0;katas=1;at=\(stamp(2))" }
    try Data((code("Ana") + "\r\n" + code("Bo") + "\r\n").utf8)
      .write(to: folder.appendingPathComponent("windows.txt"))
    try Data((code("Cy") + "\r" + code("Di") + "\r").utf8)
      .write(to: folder.appendingPathComponent("old-mac.txt"))
    try #require((code("Ed") + "\r\n").data(using: .utf16))
      .write(to: folder.appendingPathComponent("utf16.txt"))
    try #require((code("Fló") + "\n").data(using: .isoLatin1))
      .write(to: folder.appendingPathComponent("latin1.txt"))
    try Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0x0D]).write(
      to: folder.appendingPathComponent("x.png"))

    let run = try kit.run(["room", folder.path])

    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("The room: 6 learners"), "\(run.output)")
    for name in ["Ana ", "Bo ", "Cy ", "Di ", "Ed ", "Fló "] {
      #expect(run.output.contains("\n" + name), "\(name) is missing: \(run.output)")
    }
    #expect(run.output.contains("x.png"), "the file that is not text is not named: \(run.output)")
  }

  @Test("Forged fields are rejected with their line and reason; no good row is replaced")
  func forgedFields() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let good =
      "pk1;name=Ana;kata=demo-kata;step=1;steps=1;since=\(stamp(9));done=0;katas=1;"
      + "hints=2;at=\(stamp(5))"
    let forged = [
      "pk1;name=Ana;kata=demo-kata;step=7;steps=1;done=0;katas=1;at=\(stamp(1))",
      "pk1;name=Ana;done=9;katas=9;at=\(stamp(1))",
      "pk1;name=Ana;done=0;katas=1;hints=-4;at=\(stamp(1))",
      "pk1;name=Ana;done=0;katas=1;at=\(stamp(-60 * 24 * 365))",
      "pk1;name=Ana;kata=no-such-kata;step=1;steps=1;done=0;katas=1;at=\(stamp(1))",
      "pk1;name=Ana;done=0;katas=1;hints=99999999999999999999;at=\(stamp(1))",
      "pk1;name=\u{1B}\u{07}\u{9B}\u{202E};done=0;katas=1;at=\(stamp(1))",
      "pk1;name=Eve\u{1B}[2J\u{1B}[H;done=0;katas=1;at=\(stamp(1))",
      "pk1;name=Ana;done=0;katas=1;at=2026-02-30T10:00:00Z",
    ]
    let file = kit.root.appendingPathComponent("codes.txt")
    try write(([good] + forged).joined(separator: "\n") + "\n", to: file)

    let run = try kit.run(["room", file.path])

    #expect(run.status == 0, "\(run.errors)")
    let said = run.output + run.errors
    #expect(!said.contains("\u{1B}"), "a control character reached the terminal")
    #expect(run.output.contains("The room: 2 learners"), "\(run.output)")
    #expect(run.output.contains("\nEve[2J[H "), "Eve's row, without control characters")
    let ana = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("Ana ") })
    #expect(ana.contains("1/1") && ana.contains("2 "), "Ana's good row was replaced: \(ana)")
    for line in [2, 3, 4, 5, 6, 7, 8, 10] {
      #expect(said.contains("line \(line)"), "line \(line) is not reported: \(said)")
    }
    for reason in ["step 7", "9 katas", "hints", "future", "no-such-kata", "name", "not a date"] {
      #expect(said.contains(reason), "no reason mentions \(reason): \(said)")
    }
  }
}
