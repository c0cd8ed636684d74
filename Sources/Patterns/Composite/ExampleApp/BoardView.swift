import HeadlessKit

/// The board's root view: it holds the two columns side by side. A class of
/// its own only so that traces and canvases call it "Board".
@MainActor
final class BoardView: View {}
