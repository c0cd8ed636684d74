/// Refuses an import of a module the file's module does not declare as a
/// dependency, and imports that open a module's insides.
enum ImportRule: HouseRuleCheck {
  /// Attributes that let an import see past what a module makes public.
  static let openingAttributes: Set<String> = [
    "@testable", "@_implementationOnly", "@_spi", "@_spiOnly", "@_exported", "@_weakLinked",
    "@_private",
  ]

  /// Words that may stand between an import's attributes and `import`.
  private static let modifiers: Set<String> = [
    "public", "package", "internal", "fileprivate", "private", "open",
  ]

  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    let node = visit.node
    guard node.kind == "import_decl",
      let path = node.properties["module_path"] ?? node.properties["module"] ?? node.name,
      let module = path.split(separator: ".").first.map(String.init)
    else { return [] }
    var sightings: [HouseRuleSighting] = []
    let allowed = visit.source.allowedImports.union(["Swift"])
    if !allowed.contains(module) {
      let list = visit.source.allowedImports.sorted().joined(separator: ", ")
      sightings.append(
        visit.sighting(
          .imports,
          "`import \(module)`: \(visit.source.module) may import only \(list)"))
    }
    var attributes = self.attributes(before: node.start, in: visit.file.source)
    if node.flags.contains("exported") { attributes.insert("@_exported") }
    for attribute in attributes.sorted()
    where openingAttributes.contains(attribute) || attribute.hasPrefix("@_") {
      sightings.append(visit.sighting(.imports, "`\(attribute) import \(module)`"))
    }
    return sightings
  }

  /// The attributes written before the `import` keyword at `offset`; the
  /// parse keeps few of them, so they are read from the code's words.
  private static func attributes(before offset: Int?, in source: SourceText) -> Set<String> {
    guard let offset, var index = source.tokens.firstIndex(where: { $0.offset == offset })
    else { return [] }
    var found = Set<String>()
    while index > 0 {
      index -= 1
      let token = source.tokens[index]
      if token.kind == .attribute {
        found.insert(token.text)
      } else if token.text == ")" {
        // The arguments of `@_spi(Name)`.
        while index > 0, source.tokens[index].text != "(" { index -= 1 }
      } else if !modifiers.contains(token.text) {
        break
      }
    }
    return found
  }
}
