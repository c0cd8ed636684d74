/// Refuses writing to the file system: files, folders, links, and the
/// streams and handles that write them. Reading is left alone.
enum FileSystemRule: HouseRuleCheck {
  /// C functions that create, write, move or delete files, and the flags
  /// that open one for writing (so `open(path, O_WRONLY)` is caught too).
  static let functions: Set<String> = [
    "fopen", "fdopen", "freopen", "fwrite", "fputs", "fputc", "putc", "fprintf", "vfprintf",
    "open", "openat", "creat", "write", "pwrite", "writev", "mkfifo", "mkfifoat", "mknod",
    "unlink", "unlinkat", "remove", "rename", "renameat", "truncate", "ftruncate", "link",
    "linkat", "symlink", "symlinkat", "mkdir", "mkdirat", "rmdir", "chmod", "fchmod", "chown",
    "lchown", "mkstemp", "mkdtemp", "tmpfile", "utime", "utimes", "O_CREAT", "O_WRONLY",
    "O_RDWR", "O_TRUNC", "O_APPEND",
  ]

  /// Foundation types that write files.
  static let types: Set<String> = [
    "FileManager", "NSFileManager", "FileHandle", "NSFileHandle", "OutputStream",
    "NSOutputStream", "FileWrapper", "NSFileWrapper",
  ]

  /// Argument labels only a write to a file takes, whatever the receiver
  /// (a subclass of `FileHandle` is still caught by `forWritingAtPath:`).
  static let writingLabels: Set<String> = [
    "toFile", "toFileAtPath", "forWritingAtPath", "forWritingTo", "forWriting",
    "forUpdatingAtPath", "forUpdating", "ofItemAtPath", "toURL",
  ]

  /// File manager methods that only ever touch files.
  static let fileMethods: Set<String> = [
    "createFile", "createDirectory", "createSymbolicLink", "linkItem", "trashItem",
    "replaceItemAt",
  ]

  /// Methods that touch files when their first label says so:
  /// `removeItem(at:)` is also a list's, `removeItem(atPath:)` is not.
  static let pathMethods: [String: Set<String>] = [
    "removeItem": ["atPath"], "moveItem": ["atPath"], "copyItem": ["atPath"],
    "write": ["to", "toFile", "toURL"],
  ]

  private static let names = functions.union(types)

  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    let node = visit.node
    if let name = visit.systemName(in: names), !isRemovingAHandedFile(visit) {
      return [visit.sighting(.fileSystem, "`\(name)`", word: name)]
    }
    if let type = visit.extendedType(in: types) {
      return [visit.sighting(.fileSystem, "`extension \(type)`")]
    }
    if let method = unappliedWriter(visit) {
      return [
        visit.sighting(
          .fileSystem, "`\(method)` kept as a value, a writer called later", word: method)
      ]
    }
    guard node.kind == "call_expr" else { return [] }
    let labels = node.argumentLabels
    if let label = labels.first(where: writingLabels.contains) {
      return [HouseRuleSighting(rule: .fileSystem, what: "a write with `\(label):`", word: label)]
    }
    if labels == ["url", "append"] {
      // `OutputStream(url:append:)`, even from a subclass.
      return [
        HouseRuleSighting(rule: .fileSystem, what: "a stream `(url:append:)`", word: "append")
      ]
    }
    guard case .member(let method, _)? = node.callee?.reference else { return [] }
    if fileMethods.contains(method) || pathMethods[method]?.contains(labels.first ?? "") == true {
      let call = method + "(" + labels.map { $0 + ":" }.joined() + ")"
      return [HouseRuleSighting(rule: .fileSystem, what: "`\(call)`", word: method, member: true)]
    }
    return []
  }

  /// Names whose reference, unapplied (`let save = Data.write`), is a
  /// file writer whose call shows no label: refused whatever it is called
  /// with later. `self.write` and `Log.write` of a type the program
  /// declares are the program's own.
  private static let writerNames = fileMethods.union(pathMethods.keys)

  /// The method an unapplied reference names, when it may write files.
  private static func unappliedWriter(_ visit: NodeVisit) -> String? {
    guard visit.node.kind == "unresolved_dot_expr",
      case .member(let method, let base?)? = visit.node.reference, writerNames.contains(method)
    else { return nil }
    if let parent = visit.parent, parent.kind == "call_expr",
      (parent.children.firstIndex(where: { $0.label == "fn" })
        ?? parent.children.firstIndex(where: { $0.kind.hasSuffix("_expr") })) == visit.position
    {
      return nil
    }
    if case .plain(let owner)? = base.reference {
      if owner == "self" || owner == "Self" { return nil }
      let declarations = visit.declarations
      if declarations.ownTypePaths.contains(owner), declarations.type(owner, declares: method) {
        return nil
      }
    }
    return method
  }

  /// `FileManager.default.removeItem(at: location)`: a download delegate
  /// deleting the temporary file it was handed, as untangle-qwinkle's
  /// solution does. Deleting can make no test pass; creating, writing and
  /// moving files stay refused.
  private static func isRemovingAHandedFile(_ visit: NodeVisit) -> Bool {
    let chain = visit.expressionAncestors
    guard chain.count >= 3, case .plain("FileManager")? = visit.node.reference,
      case .member("default", _)? = chain[0].reference,
      case .member("removeItem", _)? = chain[1].reference
    else { return false }
    return chain[2].kind == "call_expr" && chain[2].argumentLabels == ["at"]
  }
}
