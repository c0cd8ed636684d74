import DataSource
import HeadlessKit
import Testing

@MainActor
@Suite("DataSourceDemo: the trace shows the questions as they were asked")
struct DataSourceDemoTests {
  let trace = DataSourceDemo.run()

  private var messages: [String] { trace.calls.map(\.message) }

  @Test("The table asks the posts data source first: sections, rows, then each cell")
  func postsQuestions() {
    let posts = messages.filter { $0.contains("PostsDataSource") }
    #expect(
      posts == [
        "-> PostsDataSource: numberOfSections = 1",
        "-> PostsDataSource: numberOfRowsInSection(0) = 3",
        "-> PostsDataSource: cellForRowAt([0, 0]) = \"ana\"",
        "-> PostsDataSource: cellForRowAt([0, 1]) = \"bo\"",
        "-> PostsDataSource: cellForRowAt([0, 2]) = \"cy\"",
      ])
  }

  @Test("After the Friends tap, the same table asks the friends data source")
  func friendsQuestions() throws {
    let tap = try #require(messages.firstIndex { $0.hasPrefix("showFriends") })
    let afterTap = messages[(tap + 1)...]
    #expect(afterTap.first == "-> FriendsDataSource: numberOfSections = 2")
    #expect(!afterTap.contains { $0.contains("PostsDataSource") })
  }

  @Test("The screens in the trace were drawn from the view tree")
  func screens() {
    let renderings = trace.entries.compactMap { entry -> String? in
      if case .screen(_, let rendering) = entry { return rendering }
      return nil
    }
    #expect(renderings.count == 4)
  }

  @Test("The picker and the page controller ask through their own data sources")
  func pickerAndPages() {
    #expect(messages.contains { $0.hasPrefix("-> AudiencePicker: ") }, "the picker asked nobody")
    #expect(messages.contains { $0.hasPrefix("-> WelcomePages: ") }, "the pages asked nobody")
  }
}
