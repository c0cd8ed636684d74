import HeadlessKit

@testable import LoginApp
@testable import LoginResponders

/// An authenticator that answers only when the test says so. It writes down
/// every request, so a test can see who asked and how often.
@MainActor
final class FakeAuthenticator: Authenticator {
  private(set) var requests: [(username: String, password: String)] = []
  private var pending: [@MainActor (Result<String, LoginError>) -> Void] = []

  func logIn(
    username: String, password: String,
    completion: @escaping @MainActor (Result<String, LoginError>) -> Void
  ) {
    requests.append((username, password))
    pending.append(completion)
  }

  /// Answers the oldest waiting request with success. Returns false if no
  /// request was waiting.
  @discardableResult
  func succeed(as name: String) -> Bool {
    guard !pending.isEmpty else { return false }
    pending.removeFirst()(.success(name))
    return true
  }

  /// Answers the oldest waiting request with `error`. Returns false if no
  /// request was waiting.
  @discardableResult
  func fail(with error: LoginError) -> Bool {
    guard !pending.isEmpty else { return false }
    pending.removeFirst()(.failure(error))
    return true
  }

  /// Answers the newest waiting request with success: a server need not
  /// answer in the order it was asked. Returns false if none was waiting.
  @discardableResult
  func succeedNewest(as name: String) -> Bool {
    guard !pending.isEmpty else { return false }
    pending.removeLast()(.success(name))
    return true
  }

  /// Answers the newest waiting request with `error`. Returns false if no
  /// request was waiting.
  @discardableResult
  func failNewest(with error: LoginError) -> Bool {
    guard !pending.isEmpty else { return false }
    pending.removeLast()(.failure(error))
    return true
  }
}

/// The app launched in an application of its own, with a fake
/// authenticator. The application keeps the window; the scene keeps both.
@MainActor
struct LoginScene {
  let application = Application()
  let authenticator = FakeAuthenticator()
  let appDelegate: AppDelegate

  var login: LoginViewController { appDelegate.loginViewController }

  init() {
    appDelegate = AppDelegate(authenticator: authenticator)
    application.delegate = appDelegate
    application.finishLaunching()
  }
}

/// An application delegate that handles `.logIn` itself and writes down
/// each sender, standing in for whatever handler the app will have.
@MainActor
final class SpyAppDelegate: Responder, ApplicationDelegate, LoginHandling {
  private(set) var senders: [AnyObject?] = []

  func logIn(_ sender: AnyObject?) {
    senders.append(sender)
  }
}

/// A login screen in a key window of an app whose delegate is a spy.
@MainActor
struct SpyScene {
  let application = Application()
  let appDelegate = SpyAppDelegate()
  let window = Window()
  let login = LoginViewController()

  init() {
    application.delegate = appDelegate
    window.rootViewController = login
    window.makeKeyAndVisible(in: application)
  }
}

/// A login form that is no screen (say, a sheet asking for the password
/// again), with fixed credentials. It writes down every answer it is told.
@MainActor
final class SpyForm: LoginForm {
  let username: String
  var password: String
  private(set) var answers: [String] = []

  init(username: String, password: String) {
    self.username = username
    self.password = password
  }

  func loginSucceeded(as name: String) {
    answers.append("Welcome, \(name)!")
  }

  func loginFailed(_ message: String) {
    answers.append(message)
  }
}

/// A login form whose password field sits six views down (a sheet with
/// sections and rows), with fixed credentials. It writes down every answer.
@MainActor
final class DeepForm: ViewController, LoginForm {
  let username = "cy"
  let password = "deep"
  let passwordField = TextField(placeholder: "Password")
  private(set) var answers: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    var parent: View = view
    for _ in 0..<5 {
      let box = View()
      parent.addSubview(box)
      parent = box
    }
    parent.addSubview(passwordField)
  }

  func loginSucceeded(as name: String) {
    answers.append("Welcome, \(name)!")
  }

  func loginFailed(_ message: String) {
    answers.append(message)
  }
}

/// An application delegate on the responder chain that handles nothing:
/// an app that has not taken on a login responder.
@MainActor
final class QuietAppDelegate: Responder, ApplicationDelegate {}

/// A login screen in a key window of an app with no delegate: nobody up
/// its chain logs anyone in.
@MainActor
struct BareScene {
  let application = Application()
  let window = Window()
  let login = LoginViewController()

  init() {
    window.rootViewController = login
    window.makeKeyAndVisible(in: application)
  }
}

/// A responder in words, for messages: "the Password field" for a text
/// field, the class name for anything else, "nobody" for nil.
@MainActor
func name(of responder: AnyObject?) -> String {
  guard let responder else { return "nobody" }
  if let field = responder as? TextField { return "the \(field.placeholder) field" }
  return String(describing: type(of: responder))
}

/// Class names along `responder`'s chain, for messages.
@MainActor
func chainNames(from responder: Responder) -> String {
  responder.responderChain.map { String(describing: type(of: $0)) }.joined(separator: " -> ")
}

/// The responders an action visited, in words, for messages.
@MainActor
func routeNames(_ route: [Responder]) -> String {
  route.isEmpty ? "nowhere" : route.map { name(of: $0) }.joined(separator: " -> ")
}

/// Where a `.logIn` went, for messages: the responders it visited up the
/// chain, or, when it climbed no chain at all, whether the login still
/// reached `what` (the authenticator, a spy's handler), which means it got
/// there some other way.
@MainActor
func routeStory(_ route: [Responder], reached what: String?) -> String {
  guard route.isEmpty else { return "it went \(routeNames(route))" }
  guard let what else { return "no action went up the chain at all" }
  return "no action went up the chain, yet the login reached \(what): the screen went to "
    + "it some other way, straight to a target or by a call of its own"
}

/// What a message says when the test's logins never reached the
/// authenticator: no answer could come, so nothing the test goes on to
/// look at (which form was answered, in what order) could have happened.
let authenticatorNeverAsked = """
  The authenticator was never asked, so no answer could come: no .logIn reached \
  anyone who checks credentials. See the first tests of step 3.
  """

/// "once", "twice", "3 times", for messages.
func times(_ count: Int) -> String {
  count == 1 ? "once" : count == 2 ? "twice" : "\(count) times"
}
