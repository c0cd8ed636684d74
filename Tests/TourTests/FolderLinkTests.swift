import Foundation
import Testing

@testable import TourKit

@Suite("open: links and Xcode")
struct FolderLinkTests {
  @Test(
    "A relative path climbs to the shared folder, then down",
    arguments: [
      ("/kit/.tour/ide/k/Sources", "/kit/Sources/Katas/K", "../../../../Sources/Katas/K"),
      ("/kit/.tour/ide/k", "/kit/Exercises/k/README.md", "../../../Exercises/k/README.md"),
      ("/a/b", "/a/b", "."),
    ])
  func relativePath(from: String, to: String, expected: String) {
    let path = FolderLink.relativePath(
      from: URL(fileURLWithPath: from), to: URL(fileURLWithPath: to))
    #expect(path == expected)
  }

  @Test("A link made where a folder is reached through another link still resolves")
  func throughALinkedFolder() throws {
    try withTemporaryFolder { folder in
      let real = folder.appendingPathComponent("real")
      let target = folder.appendingPathComponent("kit/Sources/K")
      try write("let k = 1\n", to: target.appendingPathComponent("K.swift"))
      try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
      let alias = folder.appendingPathComponent("kit/.tour")
      try FileManager.default.createSymbolicLink(at: alias, withDestinationURL: real)
      let link = alias.appendingPathComponent("ide/K")
      #expect(try FolderLink.make(link, to: target) == .linked)
      let seen = try String(contentsOf: link.appendingPathComponent("K.swift"), encoding: .utf8)
      #expect(seen == "let k = 1\n")
    }
  }

  @Test("Xcode is there only when the selected developer folder lies inside an app")
  func judgesXcode() {
    #expect(
      XcodeLocator.judge(developerFolder: "/Applications/Xcode.app/Contents/Developer") == .found)
    #expect(
      XcodeLocator.judge(developerFolder: "/Applications/Xcode-16.4.app/Contents/Developer")
        == .found)
    guard
      case .missing(let reason, _, let command) = XcodeLocator.judge(
        developerFolder: "/Library/Developer/CommandLineTools")
    else {
      Issue.record("the Command Line Tools were taken for an Xcode")
      return
    }
    #expect(reason.contains("/Library/Developer/CommandLineTools"))
    #expect(command.hasPrefix("sudo xcode-select -s "))
    #expect(XcodeLocator.judge(developerFolder: nil) != .found)
    #expect(XcodeLocator.judge(developerFolder: "") != .found)
  }
}
