/// `recap`: the tour's final screen, on demand. A workshop's round-up comes
/// long before anyone has finished all nine katas, and a learner may want
/// the overview before starting; neither should have to finish first.
enum RecapCommand: TourCommand {
  static let name = "recap"
  static let summary = "Every pattern: what it is for, where you will meet it"
  static let details = """
    The tour's final screen, which it shows by itself once every lesson is \
    read and every kata is done: each pattern's purpose and where it turns \
    up in UIKit, AppKit and SwiftUI. Run it any time, for a round-up.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    _ = try read(arguments)
    FinaleScreen.print(context)
    return 0
  }
}
