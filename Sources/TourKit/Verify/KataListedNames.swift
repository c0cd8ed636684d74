import Foundation

/// The names a kata's manifest lists for its modules must be names the kit
/// declares. `offLimits` names what the toolkit has (or the kata itself),
/// `public` what the module's starter or solution declares, and the kit's
/// own `KataModule.testDoubles` what its doubles are called: a misspelt or
/// stale name guards nothing, and the house rules would never say so.
///
/// Read from the code's declarations roughly (a declaring word, then the
/// name), without building: enough to catch a name that is nowhere.
extension KataCompleteness {
  var listedNames: [String] {
    let paths = kata.paths(in: kit)
    let kataFiles = [paths.starter, paths.solution].flatMap { swiftFiles(in: $0) }
    let toolkit = Toolkit.closure(of: kata.dependencies).flatMap {
      swiftFiles(in: kit.patterns.appendingPathComponent($0))
    }
    let toolkitOrKata = Self.declarations(in: toolkit + kataFiles)
    var missing: [String] = []
    let doubles = Self.declarations(in: swiftFiles(in: kit.patterns))
    for name in KataModule.testDoubles.sorted() where !doubles.names.contains(name) {
      missing.append(
        "KataModule.testDoubles lists `\(name)`, which nothing in Sources/Patterns declares")
    }
    for module in kata.modules {
      for name in module.listedOffLimits.sorted() where !toolkitOrKata.names.contains(name) {
        missing.append(
          "kata.json: module \(module.name) lists `\(name)` as off limits, which neither its "
            + "toolkit nor the kata declares")
      }
      let own = Self.declarations(
        in: [paths.starter, paths.solution].flatMap {
          swiftFiles(in: $0.appendingPathComponent(module.folder))
        })
      for name in (module.publicNames ?? []).sorted()
      where !own.declares(publicName: name, extending: toolkitOrKata.types) {
        missing.append(
          "kata.json: module \(module.name) lists `\(name)` as public, which its starter and "
            + "solution do not declare")
      }
    }
    return missing
  }

  private func swiftFiles(in folder: URL) -> [URL] {
    FolderSync.swiftFiles(in: folder).map { folder.appendingPathComponent($0) }
  }

  /// What some files declare: every name after a declaring word (`init`
  /// and `subscript` are their own names), and which of them are types.
  struct Declarations {
    var names: Set<String> = []
    var types: Set<String> = []

    /// `Type` declared here, or `Type.member` (`ListView.reloadData`,
    /// `Timeline.qwinks { get }`, `CommandBus.init`) with the member
    /// declared here, in a type declared here or one of `others` (the
    /// toolkit's `Action`, given a `logIn` by the kata).
    func declares(publicName: String, extending others: Set<String>) -> Bool {
      let qualified = publicName.replacingOccurrences(of: "{ get }", with: "")
        .trimmingCharacters(in: .whitespaces).split(separator: ".").map(String.init)
      guard let type = qualified.first else { return false }
      guard qualified.count > 1 else { return types.contains(type) }
      return (types.contains(type) || others.contains(type))
        && qualified.dropFirst().allSatisfy { names.contains($0) || types.contains($0) }
    }
  }

  static let typeWords: Set = ["class", "struct", "enum", "protocol", "actor", "typealias"]
  static let memberWords: Set = [
    "func", "var", "let", "case", "associatedtype", "init", "subscript",
  ]

  static func declarations(in files: [URL]) -> Declarations {
    var found = Declarations()
    for file in files {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      let words = words(in: text)
      for (index, word) in words.enumerated() {
        if word == "init" || word == "subscript" {
          found.names.insert(word)
          continue
        }
        let isType = typeWords.contains(word)
        guard isType || memberWords.contains(word) else { continue }
        // `case a, b`: every name up to the first word that is not one.
        var next = index + 1
        while next < words.count, let first = words[next].first, first.isLetter || first == "_" {
          found.names.insert(words[next])
          if isType { found.types.insert(words[next]) }
          guard word == "case", next + 1 < words.count, words[next + 1] == "," else { break }
          next += 2
        }
      }
    }
    return found
  }

  /// The file's words and punctuation, in order: identifiers whole, every
  /// other character on its own, spaces dropped.
  static func words(in text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
        continue
      }
      if !current.isEmpty { words.append(current) }
      current = ""
      if !character.isWhitespace { words.append(String(character)) }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
