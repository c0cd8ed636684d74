import Foundation

/// A compile error that is a kata's module boundary at work: code in one of
/// the kata's modules tried to use a name that lives in a module it may not
/// see (the list naming the feed's screen), or a name a module below it did
/// not make public. `check` says so in the pattern's words, since the
/// compiler's own words ("cannot find type in scope") hide that the error is
/// the point.
struct SeamCrossing: Equatable {
  enum Kind: Equatable {
    /// A lower module named something of a module that builds on it.
    case upward
    /// A module used something a module below it keeps internal.
    case notPublic
  }

  let kind: Kind
  /// The name the code tried to use (a type, a member, or a module).
  let name: String
  /// The module whose file holds the error.
  let from: KataModule
  /// The module that declares `name`.
  let owner: KataModule

  /// Reads `message`, an error in the file at `path` (relative to the
  /// kata's sources, `root`), as a crossing of one of `kata`'s seams.
  static func find(message: String, path: String, kata: Kata, root: URL) -> SeamCrossing? {
    guard kata.modules.count > 1, let from = kata.module(holding: path) else { return nil }
    if let module = quoted(in: message, after: "no such module '"),
      let owner = kata.modules.first(where: { $0.name == module }), owner != from
    {
      return SeamCrossing(kind: .upward, name: module, from: from, owner: owner)
    }
    let below = kata.modulesBelow(from)
    for prefix in ["cannot find type '", "cannot find '"] {
      guard let name = quoted(in: message, after: prefix) else { continue }
      let owner = kata.modules.first {
        $0 != from && !below.contains($0.name) && declares(name, in: $0, root: root)
      }
      if let owner { return SeamCrossing(kind: .upward, name: name, from: from, owner: owner) }
      return hidden(name, from: from, kata: kata, root: root, file: path)
    }
    if message.contains("inaccessible due to 'internal' protection level"),
      let name = quoted(in: message, after: "'")
    {
      let owner = kata.modules.first {
        below.contains($0.name) && declares(name, in: $0, root: root)
      }
      return owner.map { SeamCrossing(kind: .notPublic, name: name, from: from, owner: $0) }
    }
    return nil
  }

  /// A type that a module below keeps internal is not imported at all, so
  /// the compiler says it cannot find it, as if it did not exist (the
  /// screens naming the work's `NetworkError`). Only a capitalised name,
  /// a type, in a file that does import the module below counts: a
  /// missing import, or a property of the same name, is no crossing.
  private static func hidden(
    _ name: String, from: KataModule, kata: Kata, root: URL, file: String
  ) -> SeamCrossing? {
    guard name.first?.isUppercase == true,
      let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    else { return nil }
    let below = kata.modulesBelow(from)
    let owner = kata.modules.first {
      below.contains($0.name) && text.contains("import \($0.name)\n")
        && declares(name, in: $0, root: root)
    }
    return owner.map { SeamCrossing(kind: .notPublic, name: name, from: from, owner: $0) }
  }

  /// What `check` says under the compiler's message.
  var explanation: String {
    switch kind {
    case .upward:
      let seam = from.seam.map { $0 + " " } ?? ""
      return "This is the kata's seam at work. \(from.name) cannot see \(name): it belongs "
        + "to \(owner.name), which builds on \(from.name), never the other way round. "
        + seam + "Pass what \(from.name) needs through its own API (a target and an "
        + "action, a protocol it declares, a value it takes) instead of naming \(name)."
    case .notPublic:
      let seam = owner.seam.map { " " + $0 } ?? ""
      return "\(from.name) builds on \(owner.name) and sees only what \(owner.name) makes "
        + "public, as an app sees only the public part of a framework." + seam
        + " If \(name) belongs in \(owner.name)'s API, declare it public there; if not, "
        + "\(from.name) does without it, through what \(owner.name) does make public."
    }
  }

  /// The text between `prefix` and the next quote in `message`.
  private static func quoted(in message: String, after prefix: String) -> String? {
    guard let start = message.range(of: prefix) else { return nil }
    let rest = message[start.upperBound...]
    guard let end = rest.firstIndex(of: "'") else { return nil }
    let name = String(rest[..<end])
    // "'Outbox.send'": the first part is what was named.
    return String(name.prefix { $0 != "." && $0 != "(" })
  }

  /// Whether one of `module`'s files declares `name`.
  private static func declares(_ name: String, in module: KataModule, root: URL) -> Bool {
    let folder = root.appendingPathComponent(module.folder)
    let keywords = [
      "class", "struct", "enum", "protocol", "actor", "typealias", "func", "var", "let",
    ]
    return FolderSync.swiftFiles(in: folder).contains { file in
      guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      else { return false }
      let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      return zip(words, words.dropFirst()).contains { keywords.contains(String($0)) && $1 == name }
    }
  }
}
