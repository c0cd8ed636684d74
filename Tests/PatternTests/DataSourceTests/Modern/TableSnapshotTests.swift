import Testing

@testable import DataSource

@Suite("A snapshot lists sections and items, each once")
struct TableSnapshotTests {
  @Test("Items go into the section named, or the last one, in order")
  func appends() throws {
    var snapshot = TableSnapshot<String, Int>()
    try snapshot.appendSections(["a", "b"])
    try snapshot.appendItems([1, 2])
    try snapshot.appendItems([3], toSection: "a")

    #expect(snapshot.itemIdentifiers(inSection: "a") == [3])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [1, 2])
    #expect(snapshot.itemIdentifiers == [3, 1, 2])
  }

  @Test("An item already in any section, or given twice, is refused; nothing is added")
  func duplicateItems() throws {
    var snapshot = TableSnapshot<String, Int>()
    try snapshot.appendSections(["a", "b"])
    try snapshot.appendItems([1], toSection: "a")

    #expect(throws: TableSnapshot<String, Int>.Refusal.duplicateItem(1)) {
      try snapshot.appendItems([2, 1], toSection: "b")
    }
    #expect(throws: TableSnapshot<String, Int>.Refusal.duplicateItem(3)) {
      try snapshot.appendItems([3, 3])
    }
    #expect(snapshot.itemIdentifiers == [1])
  }

  @Test("A repeated section, or items with no section to go to, are refused")
  func sections() throws {
    var snapshot = TableSnapshot<String, Int>()
    #expect(throws: TableSnapshot<String, Int>.Refusal.noSuchSection) {
      try snapshot.appendItems([1])
    }
    try snapshot.appendSections(["a"])
    #expect(throws: TableSnapshot<String, Int>.Refusal.duplicateSection("a")) {
      try snapshot.appendSections(["b", "a"])
    }
    #expect(throws: TableSnapshot<String, Int>.Refusal.noSuchSection) {
      try snapshot.appendItems([1], toSection: "b")
    }
    #expect(snapshot.sectionIdentifiers == ["a"])
  }
}
