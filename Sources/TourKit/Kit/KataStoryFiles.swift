import Foundation

/// Where a kata's story is: `Tests/KataStories/<Module>/`, told with the
/// support in `Tests/KataStories/Support/` (see `run`).
///
/// The story is kept out of the kata's test folder, so nothing that uses
/// the tests alone (the IDE package, verify's wrong solutions) compiles it;
/// a scratch package lays both folders over the kata's tests, so the story
/// is built into the same test module, with the same `@testable` access.
extension Kata {
  /// The folders laid over the kata's tests in a scratch package, in order;
  /// none when the kata has no story.
  func storyFolders(in kit: Kit) -> [URL] {
    let own = kit.kataStories.appendingPathComponent(module)
    guard !FolderSync.swiftFiles(in: own).isEmpty else { return [] }
    return [kit.kataStories.appendingPathComponent("Support"), own]
  }

  /// Whether the kata has a story to tell.
  func hasStory(in kit: Kit) -> Bool { !storyFolders(in: kit).isEmpty }

  /// The story's files as they are named in the test module.
  func storyFiles(in kit: Kit) -> Set<String> {
    Set(storyFolders(in: kit).flatMap(FolderSync.swiftFiles))
  }

  /// Where `file`, a file of the kata's test module in a scratch package,
  /// comes from: the story's folders, or else the kata's tests.
  func testOrigin(of file: String, in kit: Kit) -> URL {
    for folder in (storyFolders(in: kit) + sessionSuiteFolders(in: kit)).reversed()
    where FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path) {
      return folder.appendingPathComponent(file)
    }
    return paths(in: kit).tests.appendingPathComponent(file)
  }
}
