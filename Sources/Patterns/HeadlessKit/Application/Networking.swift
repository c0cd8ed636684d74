/// The toolkit's networking (download sessions and the fake network behind
/// them) is a module of its own, `HeadlessNetworking`, because on Apple's
/// systems networking lives in Foundation, not in UIKit: a model can download
/// without knowing any view. `import HeadlessKit` brings it along, as
/// `import UIKit` brings Foundation, so screens need only one import.
@_exported import HeadlessNetworking
