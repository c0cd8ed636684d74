// Reads the symbol graphs `scripts/system-names.sh` extracted and prints
// Sources/TourKit/HouseRules/SystemNames.swift: the names at module level
// that the standard library gives (every kind but operators), and the free
// functions Foundation, Dispatch and Swift Testing give.
//
// Usage: system-names <made-with> <exceptions> <folder>
//   made-with   the toolchain and platform, written into the file
//   exceptions  names added by hand, comma-separated (see the script)
//   folder      the extracted `<Module>[@Other].symbols.json` files
import Foundation

/// The standard library's modules: every name they declare at module level.
let standardLibrary = ["Swift", "_Concurrency", "_StringProcessing"]
/// Modules whose free functions only count: their types are named with
/// the module in mind (`Date`, `Test`), but `print`-like functions are
/// what a learner might write again.
let functionsOnly = ["Foundation", "Dispatch", "Testing"]

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  FileHandle.standardError.write(Data("usage: system-names <made-with> <exceptions> <folder>\n".utf8))
  exit(2)
}
let madeWith = arguments[1]
let exceptions = arguments[2].split(separator: ",").map(String.init)
let folder = URL(fileURLWithPath: arguments[3])

/// The top-level names in one symbol graph: public or open, not starting
/// with an underscore, with at least one declaration that is not
/// deprecated for good (a name deprecated in some Swift version stays: it
/// still compiles), of the kinds `keep` accepts.
func names(in file: URL, keep: (String) -> Bool) throws -> Set<String> {
  let graph = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
  var found: Set<String> = []
  for case let symbol as [String: Any] in graph?["symbols"] as? [Any] ?? [] {
    guard let path = symbol["pathComponents"] as? [String], path.count == 1,
      let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String, keep(kind),
      ["public", "open"].contains(symbol["accessLevel"] as? String ?? "")
    else { continue }
    let availability = symbol["availability"] as? [[String: Any]] ?? []
    let gone = availability.contains { $0["isUnconditionallyDeprecated"] as? Bool == true }
    let name = String(path[0].prefix { $0 != "(" })
    if !gone, !name.hasPrefix("_") { found.insert(name) }
  }
  return found
}

let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
var all = Set(exceptions)
for file in files.sorted() where file.hasSuffix(".symbols.json") {
  let module = String(file.prefix { $0 != "@" && $0 != "." })
  let url = folder.appendingPathComponent(file)
  if standardLibrary.contains(module) {
    all.formUnion(try names(in: url) { $0 != "swift.func.op" })
  } else if functionsOnly.contains(module), !file.contains("@") {
    all.formUnion(try names(in: url) { $0 == "swift.func" })
  }
}

// The file, its names packed into lines of at most 100 columns, as
// swift-format leaves them.
var lines: [String] = []
var line = "   "
for name in all.sorted() {
  let item = " \"\(name)\","
  if line.count + item.count > 100 {
    lines.append(line)
    line = "   "
  }
  line += item
}
lines.append(line)
print(
  """
  /// The names at module level that the standard library already gives, and
  /// the free functions Foundation, Dispatch and Swift Testing give: what a
  /// learner's module must not declare again, since the tests that import it
  /// would find its version first (see `SystemNameRule`).
  ///
  /// Made by `scripts/system-names.sh` from the toolchain's symbol graphs
  /// (`swift symbolgraph-extract`): public, not starting with an underscore,
  /// not deprecated for good; and the script's few exceptions, names no
  /// module declares (`type(of:)`, which the compiler gives). Not edited by
  /// hand: `SystemNamesTests` holds it to what the toolchain below gives.
  enum SystemNames {
    /// The toolchain and platform the list was made with.
    static let madeWith = "\(madeWith)"

    static let all: Set<String> = [
  \(lines.joined(separator: "\n"))
    ]
  }
  """)
