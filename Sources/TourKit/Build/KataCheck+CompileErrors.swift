extension KataCheck {
  /// The compiler's errors in `output`, each file (and each note's) mapped
  /// back to the kit. Used by a check and by `run`, which builds the same
  /// way.
  static func compileErrors(
    in output: String, package: ScratchPackage, member: ScratchPackage.Member
  ) -> [CompileError] {
    func mapped(_ diagnostic: Diagnostic) -> CompileError {
      CompileError(
        file: package.originalPath(of: diagnostic.path, members: [member]),
        diagnostic: diagnostic, notes: diagnostic.notes.map(mapped))
    }
    return Diagnostic.parse(output).filter { $0.severity == .error }.map(mapped)
  }
}
