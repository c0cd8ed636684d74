import Foundation

/// What the house rules found in each learner file at its last check, kept
/// on disk. After a one-line edit only the edited file is parsed and held
/// to the rules again; the others keep their findings, as long as nothing
/// they depend on changed: their own text, the declarations of the whole
/// program (a new method may hide a system name), their module's imports,
/// and the forms the parse was read in.
struct JudgedFiles {
  let folder: URL

  struct Record: Codable {
    /// The file's stamp (see `FileStamp`).
    let stamp: String
    let summary: FileSummary
    /// A short name for `summary`, to tell cheaply whether the program's
    /// declarations changed.
    let summaryDigest: String
    /// What the findings were worked out with (see `HouseRules.basis`).
    let basis: String
    let findings: [HouseRuleFinding]
  }

  /// The record of `file`, if it was kept for the file as it is now.
  func record(of file: URL) -> Record? {
    guard let stamp = FileStamp.of([file]),
      let data = try? Data(contentsOf: address(of: file)),
      let record = try? JSONDecoder().decode(Record.self, from: data), record.stamp == stamp
    else { return nil }
    return record
  }

  func keep(
    _ summary: FileSummary, digest: String, basis: String, findings: [HouseRuleFinding],
    of file: URL
  ) {
    guard let stamp = FileStamp.of([file]),
      let data = try? JSONEncoder().encode(
        Record(
          stamp: stamp, summary: summary, summaryDigest: digest, basis: basis, findings: findings))
    else { return }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? data.write(to: address(of: file), options: .atomic)
  }

  private func address(of file: URL) -> URL {
    folder.appendingPathComponent("file-\(FileStamp.hash(file.standardizedFileURL.path)).json")
  }
}
