/// The toolkit's modules, folders under `Sources/Patterns`, and what each
/// builds on, as the kit's `Package.swift` declares them. A package the tour
/// generates (a check's, verify's, `open`'s) copies or links a kata's toolkit
/// modules and everything they build on.
enum Toolkit {
  /// The toolkit modules that build on others. `HeadlessKit` re-exports its
  /// networking, as UIKit re-exports Foundation.
  static let dependencies: [String: [String]] = ["HeadlessKit": ["HeadlessNetworking"]]

  /// `modules` and every toolkit module they build on, sorted by name.
  static func closure(of modules: [String]) -> [String] {
    var all = Set<String>()
    var next = modules
    while let module = next.popLast() {
      guard all.insert(module).inserted else { continue }
      next += dependencies[module] ?? []
    }
    return all.sorted()
  }

  /// One toolkit module's target in a generated manifest.
  static func target(_ module: String, indent: String = "    ") -> String {
    let dependencies = (self.dependencies[module] ?? []).map { "\"\($0)\"" }
    guard !dependencies.isEmpty else { return "\(indent).target(name: \"\(module)\")," }
    return "\(indent).target(name: \"\(module)\", "
      + "dependencies: [\(dependencies.joined(separator: ", "))]),"
  }
}
