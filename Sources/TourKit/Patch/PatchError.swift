/// Why a patch could not be read or applied, in words a maintainer can act
/// on: which file, which hunk, which line.
struct PatchError: Error, Equatable, CustomStringConvertible {
  /// The file of the workbench the problem is in, when there is one.
  var file: String?
  /// The hunk (1-based, in the order of that file's hunks), when there is one.
  var hunk: Int?
  /// What is wrong, in a sentence.
  var problem: String

  init(file: String? = nil, hunk: Int? = nil, _ problem: String) {
    self.file = file
    self.hunk = hunk
    self.problem = problem
  }

  /// "FeedViewController.swift, hunk 2: …"
  var description: String {
    let place = [file, hunk.map { "hunk \($0)" }].compactMap { $0 }.joined(separator: ", ")
    return place.isEmpty ? problem : "\(place): \(problem)"
  }
}
