import Foundation
import Testing

@testable import TourKit

/// The compiler's notes, read from real output and said in plain words:
/// which requirement is missing, which declaration was meant to meet it.
@Suite("Compiler notes")
struct CompilerNotesTests {
  @Test("A repeated error is read once, with its notes, from both shapes a note takes")
  func readsNotes() throws {
    let output = CompilerOutput.text(
      CompilerOutput.nonConforming, root: "/kit", kata: "slim-timeline",
      module: "SlimTimeline", file: "TimelineViewController.swift")
    let errors = Diagnostic.parse(output).filter { $0.severity == .error }
    #expect(errors.count == 1, "\(errors.map(\.message))")
    let error = try #require(errors.first)
    #expect(error.line == 6)
    let notes = error.notes.map {
      "\($0.path.split(separator: "/").last ?? ""):\($0.line) \($0.message)"
    }
    #expect(
      notes == [
        "TimelineViewController.swift:6 add stubs for conformance",
        "TimelineViewController.swift:63 candidate has non-matching type "
          + "'(DownloadSession, DownloadTask, String) -> ()'",
        "DownloadSession.swift:20 protocol requires function "
          + "'downloadSession(_:task:didFinishDownloadingTo:)' with type "
          + "'(DownloadSession, DownloadTask, URL) -> ()'",
      ], "\(notes)")
  }

  @Test("Notes in the older style, on lines of their own, are read too")
  func readsOlderStyle() {
    let output = """
      /p/A.swift:3:7: error: type 'Screen' does not conform to protocol 'ListDataSource'
      final class Screen: ListDataSource {
            ^
      /p/A.swift:9:8: note: candidate has non-matching type '(ListView) -> String'
        func numberOfRows(in list: ListView) -> String {
             ^
      /p/Kit.swift:4:8: note: protocol requires function 'numberOfRows(in:)' with type '(ListView) -> Int'; add a stub for conformance
      """
    let error = Diagnostic.parse(output)[0]
    #expect(error.notes.map(\.line) == [9, 4])
  }

  @Test("The requirement is named with what it takes and returns, and where it is declared")
  func requirementInPlainWords() throws {
    let text = try #require(
      CompilerNotes.plainWords(
        "protocol requires function 'downloadSession(_:task:didFinishDownloadingTo:)' with "
          + "type '(DownloadSession, DownloadTask, URL) -> ()'",
        error: "type 'TimelineViewController' does not conform to protocol "
          + "'DownloadSessionDelegate'",
        location: "Sources/Patterns/HeadlessNetworking/DownloadSession.swift:20"))
    #expect(
      text == "DownloadSessionDelegate requires a method "
        + "downloadSession(_:task:didFinishDownloadingTo:) that takes (DownloadSession, "
        + "DownloadTask, URL) and returns nothing (declared at "
        + "Sources/Patterns/HeadlessNetworking/DownloadSession.swift:20).")
  }

  @Test("The near miss is pointed at, with how it differs")
  func candidateInPlainWords() {
    let text = CompilerNotes.plainWords(
      "candidate has non-matching type '(ListView) -> String'",
      error: "type 'Screen' does not conform to protocol 'ListDataSource'", location: "line 9")
    #expect(
      text == "Line 9 looks meant to meet that requirement, but it takes (ListView) and "
        + "returns String.")
  }

  @Test("An editor's fix-it offer is left out; older notes lose their fix-it advice")
  func fixItsLeftOut() {
    #expect(CompilerNotes.plainWords("add stubs for conformance", error: "", location: "") == nil)
    let older = CompilerNotes.plainWords(
      "protocol requires function 'numberOfRows(in:)' with type '(ListView) -> Int'; add a "
        + "stub for conformance", error: "protocol 'ListDataSource'", location: "Kit.swift:4")
    #expect(
      older == "ListDataSource requires a method numberOfRows(in:) that takes (ListView) and "
        + "returns Int (declared at Kit.swift:4).")
  }

  @Test("A closure among the parameters is not mistaken for the result; effects are said")
  func functionTypes() {
    #expect(
      CompilerNotes.describe(type: "((Int) -> Void, String) async throws -> Bool")
        == "takes ((Int) -> Void, String), is marked async throws, and returns Bool")
    #expect(CompilerNotes.describe(type: "Int") == "has type Int")
    #expect(
      CompilerNotes.describeRequirement("property 'title' with type 'String'")
        == "a property title that has type String")
  }
}
