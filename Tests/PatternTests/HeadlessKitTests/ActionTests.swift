import HeadlessKit
import Testing

/// What a responder must adopt to take `.archive`.
@MainActor
private protocol Archiving: Responder {
  func archive(_ sender: AnyObject?)
}

/// What a responder must adopt to take `.refreshAll`, a no-sender action.
@MainActor
private protocol Refreshing: Responder {
  func refreshAll()
}

extension Action {
  fileprivate static let archive = Action("archive", Archiving.archive)
  fileprivate static let refreshAll = Action("refreshAll", Refreshing.refreshAll)
}

@MainActor
private final class Inbox: Responder, Archiving, Refreshing {
  var log: [String] = []
  var isBusy = false

  func archive(_ sender: AnyObject?) {
    log.append("archive from \(sender.map { String(describing: type(of: $0)) } ?? "nil")")
  }

  func refreshAll() {
    log.append("refreshAll")
  }

  override func canPerformAction(_ action: Action, withSender sender: AnyObject?) -> Bool {
    if action == .archive && isBusy { return false }
    return super.canPerformAction(action, withSender: sender)
  }
}

@MainActor
@Suite("Action: typed messages without selectors")
struct ActionTests {
  @Test("An action can be handled by a responder that adopts its handler protocol")
  func canBeHandled() {
    #expect(Action.archive.canBeHandled(by: Inbox()))
    #expect(!Action.archive.canBeHandled(by: Responder()))
  }

  @Test("perform calls the handler's method with the sender, and says it did")
  func performCalls() {
    let inbox = Inbox()

    #expect(Action.archive.perform(on: inbox, from: Button(title: "Archive")))

    #expect(inbox.log == ["archive from Button"])
  }

  @Test("perform on an object that is not a handler calls nothing and says so")
  func performOnStranger() {
    #expect(!Action.archive.perform(on: Responder(), from: nil))
  }

  @Test("An action whose method takes no sender is called without one")
  func noSender() {
    let inbox = Inbox()

    #expect(Action.refreshAll.perform(on: inbox, from: Button(title: "Refresh")))

    #expect(inbox.log == ["refreshAll"])
  }

  @Test("By default a responder can perform exactly the actions it has a handler for")
  func defaultCanPerform() {
    #expect(Inbox().canPerformAction(.archive, withSender: nil))
    #expect(!Responder().canPerformAction(.archive, withSender: nil))
  }

  @Test("A responder can decline an action it could handle by overriding canPerformAction")
  func overrideDeclines() {
    let inbox = Inbox()
    inbox.isBusy = true

    #expect(!inbox.canPerformAction(.archive, withSender: nil))
    #expect(inbox.canPerformAction(.refreshAll, withSender: nil))
  }

  @Test("Actions are equal when their names are, and print as their names")
  func equality() {
    #expect(Action.archive == Action.archive)
    #expect(Action.archive != Action.refreshAll)
    #expect(Action.archive.description == "archive")
    #expect(Set([Action.archive, .archive, .refreshAll]).count == 2)
  }
}
