import HeadlessKit
import Testing

@MainActor
private final class FormController {
  var log: [String] = []

  func changed(_ sender: TextField) { log.append("changed to \(sender.text)") }
  func returned(_ sender: TextField) { log.append("return in \(sender.placeholder)") }
}

@MainActor
@Suite("TextField")
struct TextFieldTests {
  @Test("Typing adds to the text and sends editingChanged each time")
  func typing() {
    let field = TextField(placeholder: "Message")
    let controller = FormController()
    field.addTarget(controller, action: FormController.changed, for: .editingChanged)

    field.insertText("hi")
    field.insertText(" there")

    #expect(field.text == "hi there")
    #expect(controller.log == ["changed to hi", "changed to hi there"])
  }

  @Test("Setting the text from code sends nothing")
  func settingTextIsSilent() {
    let field = TextField()
    let controller = FormController()
    field.addTarget(controller, action: FormController.changed, for: .editingChanged)

    field.text = "set by code"

    #expect(controller.log.isEmpty)
  }

  @Test("Pressing return sends editingDidEndOnExit and nothing else")
  func pressReturn() {
    let field = TextField(placeholder: "Username")
    let controller = FormController()
    field.addTarget(controller, action: FormController.returned, for: .editingDidEndOnExit)
    field.addTarget(controller, action: FormController.changed, for: .editingChanged)

    field.pressReturn()

    #expect(controller.log == ["return in Username"])
  }

  @Test("A disabled field ignores typing and return")
  func disabled() {
    let field = TextField()
    let controller = FormController()
    field.addTarget(controller, action: FormController.returned, for: .editingDidEndOnExit)
    field.isEnabled = false

    field.insertText("x")
    field.pressReturn()

    #expect(field.text.isEmpty)
    #expect(controller.log.isEmpty)
  }

  @Test("An enabled field in a window can become first responder; a disabled one cannot")
  func focus() {
    let application = Application()
    let window = Window()
    window.makeKeyAndVisible(in: application)
    let field = TextField()
    let disabled = TextField()
    disabled.isEnabled = false
    window.addSubview(field)
    window.addSubview(disabled)

    #expect(field.becomeFirstResponder())
    #expect(!disabled.becomeFirstResponder())
    #expect(window.firstResponder === field)
  }

  @Test("The summary shows the text, stars for a password, the placeholder when empty, and focus")
  func summary() {
    let application = Application()
    let window = Window()
    window.makeKeyAndVisible(in: application)
    let field = TextField(text: "ana", placeholder: "Username")
    let password = TextField(text: "secret", placeholder: "Password")
    password.isSecureTextEntry = true
    window.addSubview(field)
    window.addSubview(password)

    #expect(field.summary == "TextField \"ana\"")
    #expect(password.summary == "TextField \"******\"")
    #expect(TextField(placeholder: "Username").summary == "TextField [Username]")

    field.becomeFirstResponder()
    #expect(field.summary == "TextField \"ana\" (focused)")
  }
}
