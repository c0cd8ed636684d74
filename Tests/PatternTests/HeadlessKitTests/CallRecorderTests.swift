import HeadlessKit
import Testing

@MainActor
@Suite("CallRecorder: what a demo's recording double writes down")
struct CallRecorderTests {
  /// Something to answer the calls; its type names it in the trace.
  final class PostsDataSource {}

  @Test("A call is written as the caller's, to the callee named by its type")
  func record() {
    let trace = Trace()
    let dataSource = PostsDataSource()
    let calls = CallRecorder("TableView", calling: dataSource, into: trace)

    calls.record("numberOfSections = 1")

    #expect(
      trace.entries == [
        .call(actor: "TableView", message: "-> PostsDataSource: numberOfSections = 1")
      ]
    )
  }

  @Test("answer writes the question with its answer, and hands the answer back")
  func answer() {
    let trace = Trace()
    let dataSource = PostsDataSource()
    let calls = CallRecorder("TableView", calling: dataSource, into: trace)

    let rows = calls.answer("numberOfRowsInSection(0)", 3)

    #expect(rows == 3)
    #expect(trace.calls.map(\.message) == ["-> PostsDataSource: numberOfRowsInSection(0) = 3"])
  }

  @Test("The callee is held weakly, and named nobody once it is gone")
  func weakCallee() {
    let trace = Trace()
    weak var gone: PostsDataSource?
    let calls: CallRecorder
    do {
      let dataSource = PostsDataSource()
      gone = dataSource
      calls = CallRecorder("TableView", calling: dataSource, into: trace)
    }

    calls.record("numberOfSections = 0")

    #expect(gone == nil, "the recorder kept the callee alive; the double decides that")
    #expect(trace.calls.map(\.message) == ["-> nobody: numberOfSections = 0"])
  }
}
