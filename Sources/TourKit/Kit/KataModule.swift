/// One module of a kata's workbench. A kata is split along the seam its
/// pattern exists to make, the way a framework is split from the app that
/// uses it: the reusable part (a list, a control, a download service) is a
/// module of its own that cannot name the app's types at all, so a list that
/// casts its data source to the feed's type does not compile. The compiler
/// holds the boundary; the tests only have to cover behaviour.
///
/// Each module's files live in a folder of the same name inside the kata's
/// workbench: `Sources/Katas/FeedTheTable/FeedList/ListView.swift`.
struct KataModule: Decodable, Equatable {
  /// The module's name, also its folder's name in the workbench, the
  /// starter and the solution. Unique in the whole kit.
  let name: String
  /// What it may import: toolkit modules (folders under Sources/Patterns)
  /// and modules of the same kata listed before it.
  let dependencies: [String]
  /// Why this module must not see the ones that build on it, in the
  /// pattern's words: what `check` says when a learner's code crosses it.
  /// The app's own module, which nothing builds on, has none.
  let seam: String?
  /// What a module with a seam offers across it: the names its starter
  /// and solution make public, qualified by their types (`ListView`,
  /// `ListView.reloadData`; `Timeline.qwinks { get }` for a variable
  /// others may only read). The learner's code may make nothing else
  /// public there (see `BoundaryRule`). Nil for the app's own module.
  let publicNames: Set<String>?
  /// Names this module may not use (see `ToolkitShortcutRule`): the
  /// tests' doubles, which no module may name (`testDoubles`), and its own
  /// list in kata.json, `listedOffLimits`.
  var offLimits: Set<String> { Self.testDoubles.union(listedOffLimits) }
  /// What kata.json lists for this module alone: the toolkit's finished
  /// version of the mechanism the module is there to build (the controls
  /// module may not use `Control`). Empty when it may use the whole toolkit.
  let listedOffLimits: Set<String>

  /// The doubles the kit's tests drive the katas with, off limits in every
  /// module of every kata: code that names a double can recognise it and
  /// treat it apart, and the tests would pass with the work undone. Listed
  /// once, here; each module's `offLimits` extends it.
  static let testDoubles: Set<String> = [
    "FakeDownloadNetwork", "FakeServer", "ManualScheduler", "TestExecutor", "Awaited", "TestEvents",
  ]

  init(
    name: String, dependencies: [String], seam: String? = nil, publicNames: Set<String>? = nil,
    offLimits: Set<String> = []
  ) {
    self.name = name
    self.dependencies = dependencies
    self.seam = seam
    self.publicNames = publicNames
    self.listedOffLimits = offLimits
    self.folder = name
  }

  /// The folder holding the module's files, relative to the kata's
  /// workbench. An older kata of one module keeps its files at the top.
  let folder: String

  enum CodingKeys: String, CodingKey {
    case name, dependencies, seam
    case publicNames = "public"
    case offLimits
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    dependencies = try container.decodeIfPresent([String].self, forKey: .dependencies) ?? []
    seam = try container.decodeIfPresent(String.self, forKey: .seam)
    publicNames = try container.decodeIfPresent(Set<String>.self, forKey: .publicNames)
    listedOffLimits = try container.decodeIfPresent(Set<String>.self, forKey: .offLimits) ?? []
    folder = name
  }

  /// A kata of one module, whose files sit at the top of its workbench.
  init(wholeKata name: String, dependencies: [String]) {
    self.name = name
    self.dependencies = dependencies
    self.seam = nil
    self.publicNames = nil
    self.listedOffLimits = []
    self.folder = ""
  }

  /// The path of `file` (relative to the module's folder) relative to the
  /// kata's workbench.
  func path(of file: String) -> String { folder.isEmpty ? file : folder + "/" + file }

  /// The part of `path` (relative to the kata's workbench) inside this
  /// module's folder, or nil when the file is not this module's.
  func file(at path: String) -> String? {
    guard !folder.isEmpty else { return path }
    guard path.hasPrefix(folder + "/") else { return nil }
    return String(path.dropFirst(folder.count + 1))
  }
}
