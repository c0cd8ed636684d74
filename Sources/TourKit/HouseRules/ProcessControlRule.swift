/// Refuses what reaches past the app into whatever runs it: ending the
/// process, signals, other programs, the command line and the environment.
enum ProcessControlRule: HouseRuleCheck {
  /// C and Foundation functions that end or control a process, start
  /// another, or read and change the environment.
  static let functions: Set<String> = [
    "exit", "_exit", "_Exit", "quick_exit", "atexit", "at_quick_exit", "abort", "signal",
    "sigaction", "sigprocmask", "raise", "kill", "killpg", "pthread_kill", "pthread_exit",
    "sigqueue", "fork", "vfork", "execv", "execve", "execvp", "execvpe", "execl", "execle",
    "execlp", "posix_spawn", "posix_spawnp", "system", "popen", "dup", "dup2", "dup3",
    "getenv", "setenv", "unsetenv", "putenv", "clearenv", "environ", "dlopen", "dlsym",
    "NSUserName", "NSFullUserName", "NSHomeDirectoryForUser",
  ]

  /// Types whose every use is about the process: its arguments, its
  /// environment, other processes.
  static let types: Set<String> = [
    "CommandLine", "ProcessInfo", "NSProcessInfo", "Process", "NSTask", "Host", "NSHost",
    "Locale", "NSLocale",
  ]

  private static let names = functions.union(types)

  /// Members that do the same from elsewhere.
  static let members: Set<String> = ["makeSignalSource", "makeProcessSource"]

  /// Attributes that give a Swift function a C symbol's name, which is how
  /// a call to `exit` or `write` hides under another name.
  static let symbolAttributes: [String: String] = [
    "silgen_name_attr": "@_silgen_name", "cdecl_attr": "@_cdecl", "extern_attr": "@_extern",
    "dynamic_replacement_attr": "@_dynamicReplacement",
  ]

  /// The free functions of Swift's own libraries a kata's code may call.
  /// Any other free function the code calls without declaring it comes
  /// from the C library under Foundation (`on_exit`, `fcntl`, `pipe`,
  /// `shm_open`, ...): a list of forbidden names can never be complete, so
  /// every one is refused, not only the names above.
  static let swiftFunctions: Set<String> = [
    "print", "debugPrint", "min", "max", "abs", "zip", "stride", "sequence", "repeatElement",
    "swap", "assert", "assertionFailure", "precondition", "preconditionFailure", "fatalError",
    "type", "withExtendedLifetime", "withUnsafeCurrentTask", "withCheckedContinuation",
    "withCheckedThrowingContinuation", "withUnsafeContinuation", "withUnsafeThrowingContinuation",
    "withTaskCancellationHandler", "withTaskGroup", "withThrowingTaskGroup",
    "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup", "withObservationTracking",
    "withUnsafePointer", "withUnsafeMutablePointer", "withUnsafeBytes", "withUnsafeMutableBytes",
    "withoutActuallyEscaping", "isKnownUniquelyReferenced", "numericCast", "floor", "ceil",
    "round", "sqrt", "pow", "trunc", "hypot", "atan2", "sin", "cos", "tan", "exp", "log",
  ]

  /// Where a process reads its own command line, environment and open
  /// files as if they were files (`/proc/self/cmdline`), whoever asks.
  static let processFiles = ["/proc", "/dev/fd", "/dev/std", "/sys/"]

  /// Argument labels that read a file by a path the code names itself:
  /// the kata's objects read only what they are handed.
  static let pathReads: Set<String> = ["contentsOfFile", "fileAtPath"]

  /// Names a rule already refuses by name, with its own reason.
  private static let namedElsewhere = names.union(FileSystemRule.functions)
    .union(ReflectionRule.names)

  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    if let name = visit.systemName(in: names) {
      return [visit.sighting(.processControl, "`\(name)`", word: name)]
    }
    if visit.node.kind == "call_expr", let name = cFunctionCalled(by: visit.node, visit),
      isCLibrary(name, visit)
    {
      // A method of the type the code extends, called bare, reads the same
      // in a parse: say how to write it so that it reads as one.
      return [
        visit.sighting(
          .processControl,
          "`\(name)`, a function of the C library (a method of this type? "
            + "call it as `self.\(name)(...)`)", word: name)
      ]
    }
    // A C function taken as a value (`let shut = close`) is called later
    // under a name of the code's own.
    if visit.node.kind == "unresolved_decl_ref_expr", let name = visit.node.name,
      name != "self", isBoundValue(visit), isCLibrary(name, visit)
    {
      return [
        visit.sighting(
          .processControl, "`\(name)`, a function of the C library, taken as a value", word: name)
      ]
    }
    if visit.node.kind == "string_literal_expr", let text = visit.node.properties["value"],
      processFiles.contains(where: text.hasPrefix)
    {
      return [visit.sighting(.processControl, "`\"\(text)\"`, the process's own files")]
    }
    if visit.node.kind == "call_expr",
      let label = visit.node.argumentLabels.first(where: pathReads.contains)
    {
      return [
        HouseRuleSighting(
          rule: .processControl, what: "a file read by its path, `\(label):`", word: label)
      ]
    }
    if visit.member(of: "Thread") == "exit" {
      return [visit.sighting(.processControl, "`Thread.exit`", word: "exit")]
    }
    if case .member(let name, _)? = visit.node.reference, members.contains(name) {
      return [visit.sighting(.processControl, "`\(name)`", word: name)]
    }
    if let type = visit.extendedType(in: types) {
      return [visit.sighting(.processControl, "`extension \(type)`")]
    }
    if let attribute = symbolAttributes[visit.node.kind] {
      return [visit.sighting(.processControl, "`\(attribute)`")]
    }
    if visit.node.kind == "source_file" {
      // Older compilers leave most attributes out of the parse; the code's
      // words have them all (never those in a comment or a string).
      return visit.file.source.tokens.filter {
        $0.kind == .attribute && symbolAttributes.values.contains($0.text)
      }.map {
        HouseRuleSighting(rule: .processControl, what: "`\($0.text)`", offset: $0.offset)
      }
    }
    return []
  }

  /// The plain name a call calls (`close(fd)`), or the name after a
  /// system module (`Foundation.fsync(1)`, `Glibc.close(fd)`).
  private static func cFunctionCalled(by call: SyntaxNode, _ visit: NodeVisit) -> String? {
    switch call.callee?.reference {
    case .plain(let name)?:
      return name
    case .member(let name, let base?)?:
      guard case .plain(let module)? = base.reference, NodeVisit.systemModules.contains(module),
        !visit.isOwn(module)
      else { return nil }
      return name
    default:
      return nil
    }
  }

  /// Whether a lowercase `name` the code never declares, and that is not
  /// one of Swift's own functions or another rule's, comes from the C
  /// library.
  private static func isCLibrary(_ name: String, _ visit: NodeVisit) -> Bool {
    guard let first = name.first, first.isLowercase || first == "_" else { return false }
    return !swiftFunctions.contains(name) && !namedElsewhere.contains(name)
      && !visit.isOwn(name) && !isBound(name, in: visit.file.source)
  }

  /// Whether this node is the whole value a `let` or `var` is given.
  private static func isBoundValue(_ visit: NodeVisit) -> Bool {
    guard let parent = visit.parent else { return false }
    return parent.kind == "pattern_entry" || parent.kind == "pattern_binding_decl"
  }

  /// Whether `name` is a value the file binds itself (`let name`, `var
  /// name`, `if let name`, a closure's or a loop's `name in`): a closure
  /// called by its name, not a function of any library.
  private static func isBound(_ name: String, in source: SourceText) -> Bool {
    let tokens = source.tokens
    return tokens.indices.contains { index in
      guard tokens[index].kind == .word, tokens[index].text == name else { return false }
      let before = index > 0 ? tokens[index - 1].text : ""
      let after = index + 1 < tokens.count ? tokens[index + 1].text : ""
      return before == "let" || before == "var" || after == "in"
    }
  }
}
