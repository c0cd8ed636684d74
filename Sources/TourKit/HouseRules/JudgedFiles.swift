import Foundation

/// What the house rules found in each learner file at its last check, kept
/// on disk. After a one-line edit only the edited file is parsed and held
/// to the rules again; the others keep their findings, as long as nothing
/// they depend on changed: their own bytes, the declarations of the whole
/// program (a new method may hide a system name), their module's imports,
/// what the kata's tests use, and the forms the parse was read in.
///
/// A record is found again only for the very bytes it was made from (their
/// SHA-256, see `FileStamp`), never for a size and a time someone could
/// set back.
struct JudgedFiles {
  let folder: URL

  struct Record: Codable {
    /// SHA-256 of the bytes the record was made from, after the rules'
    /// version and the tour's identity.
    let key: String
    let summary: FileSummary
    /// A short name for `summary`, to tell cheaply whether the program's
    /// declarations changed.
    let summaryDigest: String
    /// What the findings were worked out with (see `HouseRules.basis`).
    let basis: String
    let findings: [HouseRuleFinding]
    /// What a check reads beside the findings (the doors, the lookups).
    let facts: HouseRuleFacts
  }

  /// The record of `file`, if it was kept for the bytes it holds now.
  func record(of file: URL, known: DigestMemo? = nil) -> Record? {
    guard let digest = known?.digest(of: file) ?? FileStamp.digest(of: file),
      let data = try? Data(contentsOf: address(of: file)),
      let record = try? JSONDecoder().decode(Record.self, from: data),
      record.key == Self.key(digest)
    else { return nil }
    return record
  }

  /// Keeps what was found in `parsed`, under the digest of the bytes that
  /// were parsed.
  func keep(
    _ parsed: ParsedFile, summary: FileSummary, digest: String, basis: String,
    findings: [HouseRuleFinding], facts: HouseRuleFacts
  ) {
    guard
      let data = try? JSONEncoder().encode(
        Record(
          key: Self.key(parsed.digest), summary: summary, summaryDigest: digest, basis: basis,
          findings: findings, facts: facts))
    else { return }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? data.write(to: address(of: parsed.url), options: .atomic)
  }

  private static func key(_ digest: String) -> String {
    [FileStamp.rulesVersion, FileStamp.tourIdentity, digest].joined(separator: "\n")
  }

  private func address(of file: URL) -> URL {
    folder.appendingPathComponent("file-\(FileStamp.hash(file.standardizedFileURL.path)).json")
  }
}
