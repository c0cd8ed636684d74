import Foundation

/// What `check` says under a compile error in the kata's tests. The tests
/// use names the learner's code declares, so such an error means the code
/// changed one. Usually that name came with the starter, and the advice is
/// to keep it. A protocol the learner writes is different: the starter
/// declared it without requirements (slim-timeline's delegate protocol),
/// and a test's spy adopts it with the methods the brief asks for, so what
/// the learner declared must match those.
enum TestsCompileAdvice {
  /// The paragraph to print under `message`, an error the compiler found
  /// in one of the kata's test files; `workbench` is the learner's code.
  static func advice(for message: String, kataID: String, workbench: URL) -> String {
    if let name = nonConformedProtocol(in: message), declaresProtocol(name, in: workbench) {
      return "This is in the kata's tests: a type there adopts your protocol \(name), "
        + "with the methods the brief asks \(name) to require, so what \(name) declares "
        + "must match them. Compare each requirement you wrote with the brief, "
        + "Exercises/\(kataID)/README.md: every label and every type."
    }
    return "This is in the kata's tests: they use a name your code no longer declares "
      + "(or declares differently). Keep the declarations the starter had; see "
      + "Exercises/\(kataID)/starter/."
  }

  /// "P" in "type 'Spy' does not conform to protocol 'P'".
  private static func nonConformedProtocol(in message: String) -> String? {
    guard let start = message.range(of: "does not conform to protocol '") else { return nil }
    let rest = message[start.upperBound...]
    return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
  }

  /// Whether one of the Swift files under `folder` declares `protocol name`.
  private static func declaresProtocol(_ name: String, in folder: URL) -> Bool {
    FolderSync.swiftFiles(in: folder).contains { file in
      guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      else { return false }
      let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      return zip(words, words.dropFirst()).contains { $0 == "protocol" && $1 == name }
    }
  }
}
