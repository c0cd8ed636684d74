/// Refuses what reaches past the app into whatever runs it: ending the
/// process, signals, other programs, the command line and the environment.
enum ProcessControlRule {
  /// C and Foundation functions that end or control a process, start
  /// another, or read and change the environment.
  static let functions: Set<String> = [
    "exit", "_exit", "_Exit", "quick_exit", "atexit", "at_quick_exit", "abort", "signal",
    "sigaction", "sigprocmask", "raise", "kill", "killpg", "pthread_kill", "pthread_exit",
    "sigqueue", "fork", "vfork", "execv", "execve", "execvp", "execvpe", "execl", "execle",
    "execlp", "posix_spawn", "posix_spawnp", "system", "popen", "dup", "dup2", "dup3",
    "getenv", "setenv", "unsetenv", "putenv", "clearenv", "environ", "dlopen", "dlsym",
  ]

  /// Types whose every use is about the process: its arguments, its
  /// environment, other processes.
  static let types: Set<String> = [
    "CommandLine", "ProcessInfo", "NSProcessInfo", "Process", "NSTask",
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

  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    if let name = visit.systemName(in: names) {
      return [visit.sighting(.processControl, "`\(name)`", word: name)]
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
}
