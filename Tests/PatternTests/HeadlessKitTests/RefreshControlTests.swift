import HeadlessKit
import Testing

@MainActor
private final class ListController {
  var refreshes = 0
  var wasRefreshingWhenCalled: [Bool] = []

  func refresh(_ sender: RefreshControl) {
    refreshes += 1
    wasRefreshingWhenCalled.append(sender.isRefreshing)
  }
}

@MainActor
@Suite("RefreshControl: pull to refresh")
struct RefreshControlTests {
  @Test("A new refresh control is not refreshing")
  func startsIdle() {
    #expect(!RefreshControl().isRefreshing)
  }

  @Test("Pulling starts refreshing and sends valueChanged once")
  func pullBeginsAndSends() {
    let control = RefreshControl()
    let controller = ListController()
    control.addTarget(controller, action: ListController.refresh, for: .valueChanged)

    control.pull()

    #expect(control.isRefreshing)
    #expect(controller.refreshes == 1)
  }

  @Test("The spinner is already turning when the action arrives")
  func refreshingBeforeAction() {
    let control = RefreshControl()
    let controller = ListController()
    control.addTarget(controller, action: ListController.refresh, for: .valueChanged)

    control.pull()

    #expect(controller.wasRefreshingWhenCalled == [true])
  }

  @Test("A pull while refreshing is ignored: no second action")
  func pullWhileRefreshing() {
    let control = RefreshControl()
    let controller = ListController()
    control.addTarget(controller, action: ListController.refresh, for: .valueChanged)
    control.pull()

    control.pull()

    #expect(controller.refreshes == 1)
    #expect(control.isRefreshing)
  }

  @Test("endRefreshing stops the spinner")
  func endRefreshing() {
    let control = RefreshControl()
    control.pull()

    control.endRefreshing()

    #expect(!control.isRefreshing)
  }

  @Test("After endRefreshing the next pull sends the action again")
  func pullAfterEnd() {
    let control = RefreshControl()
    let controller = ListController()
    control.addTarget(controller, action: ListController.refresh, for: .valueChanged)
    control.pull()
    control.endRefreshing()

    control.pull()

    #expect(controller.refreshes == 2)
  }

  @Test("beginRefreshing shows the spinner without sending an action")
  func beginRefreshingIsSilent() {
    let control = RefreshControl()
    let controller = ListController()
    control.addTarget(controller, action: ListController.refresh, for: .valueChanged)

    control.beginRefreshing()

    #expect(control.isRefreshing)
    #expect(controller.refreshes == 0)
  }

  @Test("A disabled refresh control ignores a pull and does not spin")
  func disabledPull() {
    let control = RefreshControl()
    let controller = ListController()
    control.addTarget(controller, action: ListController.refresh, for: .valueChanged)
    control.isEnabled = false

    control.pull()

    #expect(!control.isRefreshing)
    #expect(controller.refreshes == 0)
  }

  @Test("The summary says when it is refreshing")
  func summary() {
    let control = RefreshControl()
    #expect(control.summary == "RefreshControl")

    control.beginRefreshing()
    #expect(control.summary == "RefreshControl (refreshing)")
  }
}
