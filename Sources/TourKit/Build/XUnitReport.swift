import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

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
