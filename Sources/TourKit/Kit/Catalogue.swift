import Foundation

/// Everything the tour can teach: the lessons, in order, and the katas found
/// under Exercises, each placed after its lesson.
struct Catalogue {
  let lessons: [Lesson]
  let katas: [Kata]
  /// Manifests that could not be read, with the reason, so the tour can say
  /// so instead of silently hiding a kata.
  let problems: [String]

  /// Reads every `Exercises/*/kata.json`.
  static func load(from kit: Kit, lessons: [Lesson] = Lessons.all) -> Catalogue {
    let manager = FileManager.default
    let folders = (try? manager.contentsOfDirectory(atPath: kit.exercises.path)) ?? []
    var katas: [Kata] = []
    var problems: [String] = []
    for folder in folders.sorted() {
      let manifest = kit.exercises.appendingPathComponent(folder).appendingPathComponent(
        "kata.json")
      guard manager.fileExists(atPath: manifest.path) else { continue }
      do {
        let kata = try JSONDecoder().decode(Kata.self, from: Data(contentsOf: manifest))
        katas.append(kata)
      } catch {
        problems.append("\(kit.relative(manifest)): \(error)")
      }
    }
    let order = Dictionary(uniqueKeysWithValues: lessons.enumerated().map { ($1.id, $0) })
    katas.sort {
      (order[$0.pattern] ?? .max, $0.order, $0.id) < (order[$1.pattern] ?? .max, $1.order, $1.id)
    }
    return Catalogue(lessons: lessons, katas: katas, problems: problems)
  }

  func kata(_ id: String) -> Kata? { katas.first { $0.id == id } }

  func katas(for lesson: Lesson) -> [Kata] { katas.filter { $0.pattern == lesson.id } }
}
