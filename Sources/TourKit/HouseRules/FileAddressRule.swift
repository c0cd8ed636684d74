/// Part of the process-control rule: a file address the code makes for
/// itself. The kata's objects read only the files they are handed; an
/// address built from pieces (`"/pr" + "oc/self/cmdline"`), relative to
/// another, or moved about with path methods reaches whatever runs the
/// app. One plain absolute path written out whole (`URL(fileURLWithPath:
/// "/qwinkle/timeline.txt")`, a fake server's address) stays allowed.
enum FileAddressRule: HouseRuleCheck {
  /// Types that make an address from a path or a string.
  static let makers: Set<String> = ["URL", "NSURL", "URLComponents", "NSURLComponents"]

  /// First labels that make a file address from a path.
  static let pathLabels: Set<String> = [
    "fileURLWithPath", "filePath", "fileURLWithFileSystemRepresentation",
    "fileURLWithPathComponents", "dataRepresentation", "absoluteURLWithDataRepresentation",
    "resolvingBookmarkData", "resolvingAliasFileAt", "fileReferenceLiteralResourceName",
  ]

  /// Labels that put an address on top of another one.
  static let relativeLabels: Set<String> = ["relativeTo", "relativeToURL"]

  /// Members that move a file address about, or name a folder of the
  /// machine's.
  static let pathMembers: Set<String> = [
    "appendingPathComponent", "appendPathComponent", "appendingPathExtension",
    "deletingLastPathComponent", "deleteLastPathComponent", "deletingPathExtension",
    "resolvingSymlinksInPath", "standardizedFileURL", "homeDirectory", "temporaryDirectory",
    "currentDirectory", "documentsDirectory", "homeDirectoryForCurrentUser",
    "NSTemporaryDirectory", "NSHomeDirectory", "NSHomeDirectoryForUser",
  ]

  /// `appending(path:)`, not `String.appending(_:)`.
  static let appendingLabels: Set<String> = ["path", "component", "components"]

  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    let node = visit.node
    if let name = visit.systemName(in: ["Bundle", "NSBundle"]) {
      // `Bundle.main.executablePath` names the test runner.
      return [visit.sighting(.processControl, "`\(name)`, the running program's files", word: name)]
    }
    if let name = visit.systemName(in: ["NSTemporaryDirectory", "NSHomeDirectory"]) {
      return [visit.sighting(.processControl, "`\(name)`, a folder of the machine's", word: name)]
    }
    if case .member(let name, _)? = node.reference, pathMembers.contains(name) {
      return [visit.sighting(.processControl, "`\(name)`, a file address moved about", word: name)]
    }
    guard node.kind == "call_expr", let callee = node.callee else { return [] }
    let labels = node.argumentLabels
    if case .member("appending", _)? = callee.reference,
      let label = labels.first, appendingLabels.contains(label)
    {
      return [
        HouseRuleSighting(
          rule: .processControl, what: "`appending(\(label):)`, a file address moved about",
          word: "appending", member: true)
      ]
    }
    // `.init(fileURLWithPath:)` with the type left to the compiler.
    let implied = pathLabels.contains(labels.first ?? "") ? "URL" : nil
    guard let maker = self.maker(of: callee, in: visit) ?? implied else { return [] }
    let call = "`\(maker)(\(labels.map { $0 + ":" }.joined()))`"
    guard let first = labels.first else {
      return maker.hasSuffix("Components")
        ? [sighting(call + ", an address put together", maker)] : []
    }
    if let relative = labels.first(where: relativeLabels.contains) {
      return [sighting(call + ", an address on top of another (`\(relative):`)", maker)]
    }
    let isPath = pathLabels.contains(first)
    guard isPath || first == "string" || first == "url" else { return [] }
    guard let text = plainText(of: node) else {
      return [sighting(call + " of something other than one string written out whole", maker)]
    }
    let lowered = text.lowercased()
    let roundabout = ["..", "//", "/./"].contains(where: text.contains) || text.hasSuffix("/.")
    if isPath && (!text.hasPrefix("/") || roundabout) {
      return [sighting(call + " of a path that is not absolute and plain (`..`, `//`)", maker)]
    }
    if !isPath && (lowered.hasPrefix("file:") || !lowered.contains(":")) {
      return [sighting(call + " of a file address", maker)]
    }
    return []
  }

  private static func sighting(_ what: String, _ maker: String) -> HouseRuleSighting {
    HouseRuleSighting(
      rule: .processControl, what: what + ", not a file you were handed", word: maker)
  }

  /// The system type a call makes (`URL(...)`, `URL.init(...)`).
  private static func maker(of callee: SyntaxNode, in visit: NodeVisit) -> String? {
    if let name = visit.systemName(in: makers, at: callee) { return name }
    if case .member("init", let base?)? = callee.reference {
      return visit.systemName(in: makers, at: base)
    }
    return nil
  }

  /// The first argument's text, when it is one string literal with nothing
  /// interpolated in it.
  private static func plainText(of call: SyntaxNode) -> String? {
    guard let list = call.children.first(where: { $0.kind == "argument_list" }),
      let argument = list.children.first(where: { $0.kind == "argument" }),
      let value = argument.children.first,
      value.kind == "string_literal_expr"
    else { return nil }
    return value.properties["value"]
  }
}
