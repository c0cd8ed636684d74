import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One test's outcome, as the test run wrote it to its xUnit file.
struct TestCase: Equatable {
  /// "SlimTimelineTests.Step2": the test module, then the suite.
  let className: String
  /// The test function, e.g. "serviceTellsItsDelegate()".
  let name: String
  /// Each recorded issue's message; empty when the test passed.
  let failures: [String]

  var passed: Bool { failures.isEmpty }
  var module: String { String(className.split(separator: ".").first ?? "") }
  /// The outermost suite under the module: the step.
  var suite: String {
    let parts = className.split(separator: ".")
    return parts.count > 1 ? String(parts[1]) : ""
  }
}

/// What one run of a test executable produced.
struct TestRun {
  let process: ProcessRunner.Result
  /// nil when no result file was written: the process crashed or was stopped.
  let cases: [TestCase]?
}

/// Reads the xUnit XML that `swift test --xunit-output` (or the test
/// executable itself) writes: a stable, structured source, unlike the
/// console output, whose wording changes between Swift releases.
enum XUnitReport {
  static func parse(_ data: Data) -> [TestCase]? {
    let delegate = Reader()
    let parser = XMLParser(data: data)
    parser.delegate = delegate
    return parser.parse() ? delegate.cases : nil
  }

  private final class Reader: NSObject, XMLParserDelegate {
    var cases: [TestCase] = []
    private var current: (className: String, name: String, failures: [String])?

    func parser(
      _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      switch element {
      case "testcase":
        current = (attributes["classname"] ?? "", attributes["name"] ?? "", [])
      case "failure", "error":
        current?.failures.append(attributes["message"] ?? "The test failed.")
      default:
        break
      }
    }

    func parser(
      _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      guard element == "testcase", let test = current else { return }
      cases.append(TestCase(className: test.className, name: test.name, failures: test.failures))
      current = nil
    }
  }
}
