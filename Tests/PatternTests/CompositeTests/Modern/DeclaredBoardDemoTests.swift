import HeadlessKit
import Testing

@testable import Composite

@MainActor
@Suite("The declared board demo shows the same tree, declared")
struct DeclaredBoardDemoTests {
  private let calls = DeclaredBoardDemo.run().calls.map { "\($0.actor): \($0.message)" }

  @Test("The declared tree is the assembled one, with the button in the same place")
  func sameTree() {
    #expect(calls.contains("addSubviews: same tree as viewDidLoad's addSubview calls: yes"))
    #expect(calls.contains("Button: in the window at (60, 40), declared at (60, 40)"))
  }

  @Test("A card listed in two columns ends up in the last")
  func trap() {
    #expect(calls.contains("Now: subviews: []"))
    #expect(calls.contains("Later: subviews: [CardView]"))
  }
}
