import Foundation
import Testing

@testable import TourKit

/// "latest" is the last backup made, whatever the clock says: a laptop's
/// clock is set back (a time zone put right, a dead battery) and the newest
/// backup gets the oldest time in its name.
@Suite("Backups are in the order they were made")
struct BackupOrderTests {
  let kata: Kata

  init() throws {
    kata = try JSONDecoder().decode(Kata.self, from: Data(BackupRecordTests.manifest.utf8))
  }

  @Test("With the clock set back, the last backup made is still the latest")
  func clockSetBack() throws {
    try withTemporaryFolder { folder in
      let kit = Kit(root: folder)
      let paths = kata.paths(in: kit)
      try write("// A as given\n", to: paths.starter.appendingPathComponent("A.swift"))
      let noon = Date(timeIntervalSince1970: 1_800_000_000)
      try write("// first version\n", to: paths.workbench.appendingPathComponent("A.swift"))
      let first = try Backups(kit: kit).backUp(kata, lastCheck: nil, now: noon)
      try write("// second version\n", to: paths.workbench.appendingPathComponent("A.swift"))
      let second = try Backups(kit: kit).backUp(kata, lastCheck: nil, now: noon - 3600)

      let listed = Backups(kit: kit).list(kata)

      let names = listed.map(\.lastPathComponent)
      #expect(names.count == 2)
      #expect(names.first == first.folder?.lastPathComponent, "\(names)")
      #expect(
        names.last == second.folder?.lastPathComponent, "latest is not the last made: \(names)")
      let latest = try #require(listed.last)
      #expect(
        try String(contentsOf: latest.appendingPathComponent("A.swift"), encoding: .utf8)
          == "// second version\n")
    }
  }

  @Test("Backups made before they were numbered come first, in the order of their names")
  func olderBackupsFirst() throws {
    try withTemporaryFolder { folder in
      let kit = Kit(root: folder)
      let paths = kata.paths(in: kit)
      try write("// A as given\n", to: paths.starter.appendingPathComponent("A.swift"))
      let parent = kit.backups.appendingPathComponent(kata.id)
      for name in ["2027-01-15T100000", "2027-01-15T090000"] {
        try write("// \(name)\n", to: parent.appendingPathComponent("\(name)/A.swift"))
      }
      try write("// new\n", to: paths.workbench.appendingPathComponent("A.swift"))
      let made = try Backups(kit: kit).backUp(
        kata, lastCheck: nil, now: Date(timeIntervalSince1970: 1_000_000_000))

      let names = Backups(kit: kit).list(kata).map(\.lastPathComponent)

      #expect(
        names == ["2027-01-15T090000", "2027-01-15T100000", made.folder?.lastPathComponent ?? "?"],
        "\(names)")
    }
  }
}
