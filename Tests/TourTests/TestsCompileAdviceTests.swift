import Foundation
import Testing

@testable import TourKit

@Suite("What check says under a compile error in the kata's tests")
struct TestsCompileAdviceTests {
  let workbench: URL

  init() throws {
    workbench = FileManager.default.temporaryDirectory
      .appendingPathComponent("tests-advice-\(UUID().uuidString)")
    let file = workbench.appendingPathComponent("Downloads/Service.swift")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "public protocol DownloadServiceDelegate: AnyObject {}\npublic final class Service {}\n"
      .write(to: file, atomically: true, encoding: .utf8)
  }

  @Test("A spy that no longer fits the learner's own protocol points at the brief")
  func learnersProtocol() {
    let advice = TestsCompileAdvice.advice(
      for: "type 'SpyServiceDelegate' does not conform to protocol 'DownloadServiceDelegate'",
      kataID: "slim-timeline", workbench: workbench)
    #expect(advice.contains("your protocol DownloadServiceDelegate"), "\(advice)")
    #expect(advice.contains("Exercises/slim-timeline/README.md"), "\(advice)")
    #expect(!advice.contains("the starter had"), "the starter declared no requirements: \(advice)")
  }

  @Test("Any other missing name is one the starter declared: keep it")
  func starterName() {
    for message in [
      "cannot find 'Service' in scope",
      "type 'Spy' does not conform to protocol 'Equatable'",
    ] {
      let advice = TestsCompileAdvice.advice(
        for: message, kataID: "slim-timeline", workbench: workbench)
      #expect(advice.contains("Keep the declarations the starter had"), "\(advice)")
      #expect(advice.contains("Exercises/slim-timeline/starter/"), "\(advice)")
    }
  }
}
