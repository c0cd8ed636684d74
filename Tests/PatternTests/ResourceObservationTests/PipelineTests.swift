import Foundation
import Testing

@testable import ResourceObservation

@MainActor
@Suite("Pipeline: bytes, text, JSON, model, configured by URL pattern")
struct PipelineTests {
  let harness = Harness()

  private func load(_ path: String, headers: [String: String], body: String) async -> Resource {
    let resource = harness.resource(path)
    resource.load()
    await harness.answer(path, headers: headers, body: Data(body.utf8))
    return resource
  }

  @Test("JSON responses become JSON values by default")
  func jsonByDefault() async {
    let resource = await load(
      "/users/ana", headers: ["Content-Type": "application/json; charset=utf-8"], body: userJSON)
    let json: JSON? = resource.typedContent()
    #expect(json == .object(["id": .number(7), "name": .string("ana")]))
  }

  @Test("Text responses become strings, in their charset")
  func textByDefault() async {
    let resource = harness.resource("/notes/1")
    resource.load()
    await harness.answer(
      "/notes/1", headers: ["Content-Type": "text/plain; charset=iso-8859-1"],
      body: Data([0x63, 0x61, 0x66, 0xE9]))
    #expect(resource.typedContent(as: String.self) == "café")
  }

  @Test("Other types stay raw bytes")
  func othersStayData() async {
    let resource = await load("/files/1", headers: ["Content-Type": "image/png"], body: "PNG")
    #expect(resource.typedContent(as: Data.self) == Data("PNG".utf8))
  }

  @Test("A model transformer maps JSON to the app's model, for its pattern only")
  func modelByPattern() async {
    harness.service.configureTransformer("/users/*", from: JSON.self) { json, _ in
      User(id: json["id"]?.int ?? 0, name: json["name"]?.string ?? "", avatarPath: "")
    }
    let user = await load(
      "/users/ana", headers: ["Content-Type": "application/json"], body: userJSON)
    let other = await load(
      "/teams/1", headers: ["Content-Type": "application/json"], body: userJSON)

    #expect(user.typedContent(as: User.self)?.name == "ana")
    #expect(other.typedContent(as: JSON.self) != nil)
  }

  @Test("Headers stay visible at every stage, and on the final entity")
  func headersStayVisible() async {
    harness.service.configureTransformer("/users/*", from: JSON.self) { json, entity in
      "\(json["name"]?.string ?? "") seen with \(entity.header("x-trace") ?? "no header")"
    }
    let resource = await load(
      "/users/ana", headers: ["Content-Type": "application/json", "X-Trace": "t1"],
      body: userJSON)

    #expect(resource.typedContent(as: String.self) == "ana seen with t1")
    #expect(resource.latestData?.header("X-TRACE") == "t1")
    #expect(resource.latestData?.contentType == "application/json")
  }

  @Test("Later rules refine earlier ones: transformers add up, in order")
  func rulesAddUp() async {
    harness.service.configureTransformer("/**", from: JSON.self) { json, _ in
      json["name"]?.string ?? ""
    }
    harness.service.configureTransformer("/users/*", from: String.self) { name, _ in
      name.uppercased()
    }
    let resource = await load(
      "/users/ana", headers: ["Content-Type": "application/json"], body: userJSON)
    #expect(resource.typedContent(as: String.self) == "ANA")
  }

  @Test("The pipeline runs off the main queue; observers run on it")
  func offTheMainThread() async {
    harness.service.configureTransformer("/where", from: JSON.self) { _, _ in
      isOnMainQueue()
    }
    let recorder = EventRecorder()
    let resource = harness.resource("/where").addObserver(recorder)
    resource.load()
    await harness.answer("/where", json: "{}")

    #expect(resource.typedContent(as: Bool.self) == false)
    #expect(!recorder.calledOffMainQueue)
  }

  @Test("With .immediate the pipeline runs on the main actor, before respond returns")
  func immediateExecution() {
    let immediate = Harness(execution: .immediate)
    immediate.service.configureTransformer("/where", from: JSON.self) { _, _ in
      isOnMainQueue()
    }
    let resource = immediate.resource("/where")
    resource.load()

    immediate.transport.respond(to: "/where", json: "{}")

    #expect(resource.typedContent(as: Bool.self) == true)
  }

  @Test("A stage can be emptied: with no transformers content stays bytes")
  func emptyPipeline() async {
    harness.service.configure("/raw/*") { $0.pipeline = Pipeline() }
    let resource = await load("/raw/1", headers: ["Content-Type": "application/json"], body: "{}")
    #expect(resource.typedContent(as: Data.self) == Data("{}".utf8))
  }

  @Test("Media type patterns match halves, wildcards and +json suffixes")
  func mediaTypes() {
    #expect(MediaTypePattern.matches("application/json", pattern: "*/json"))
    #expect(MediaTypePattern.matches("application/vnd.api+json", pattern: "*/*+json"))
    #expect(MediaTypePattern.matches("text/html", pattern: "text/*"))
    #expect(!MediaTypePattern.matches("image/png", pattern: "text/*"))
    #expect(!MediaTypePattern.matches("nonsense", pattern: "*/*"))
  }

  @Test("Text is decoded in every charset Foundation knows, by its IANA name")
  func charsetsFoundationKnows() async {
    let samples: [(charset: String, bytes: [UInt8], text: String)] = [
      ("windows-1252", [0x80, 0x20, 0xE9], "€ é"),
      ("ISO-8859-15", [0xA4], "€"),
      ("koi8-r", [0xC1], "а"),
      ("Shift_JIS", [0x82, 0xA0], "あ"),
      ("utf-16be", [0x00, 0x41], "A"),
    ]
    for sample in samples {
      let resource = harness.resource("/notes/\(sample.charset)")
      resource.load()
      await harness.answer(
        resource.path, headers: ["Content-Type": "text/plain; charset=\(sample.charset)"],
        body: Data(sample.bytes))
      #expect(
        resource.typedContent(as: String.self) == sample.text,
        "\(sample.charset): \(String(describing: resource.latestError))")
    }
  }

  @Test("A JSON document may be a bare value at the top, as its standard allows")
  func jsonFragments() async {
    for (body, value) in [("17", JSON.number(17)), (#""foo""#, .string("foo")), ("null", .null)] {
      let resource = await load(
        "/values/\(body)", headers: ["Content-Type": "application/json"], body: body)
      #expect(resource.typedContent(as: JSON.self) == value, "\(body)")
    }
  }

  @Test("An unknown charset is an error, not a guess")
  func unknownCharsetIsAnError() async {
    let resource = harness.resource("/notes/1")
    resource.load()
    await harness.answer(
      "/notes/1", headers: ["Content-Type": "text/plain; charset=oodlefratz"],
      body: Data("abc".utf8))
    guard case .decodingFailed(let details) = resource.latestError?.cause else {
      Issue.record("expected decodingFailed, got \(String(describing: resource.latestError))")
      return
    }
    #expect(details.contains("oodlefratz"))
    #expect(resource.latestData == nil)
  }
}
