import Foundation

/// What `check` prints when the learner's code breaks a house rule: each
/// rule once, why it holds and what to do instead, then every place that
/// breaks it (file:line and what is there), and the command to run next.
@MainActor
enum HouseRulesReport {
  /// Places shown per rule; the rest are counted.
  static let placesShown = 5

  static func print(_ findings: [HouseRuleFinding], kata: Kata, context: TourContext) {
    let out = context.out
    let t = context.terminal
    let kit = context.kit
    let width = min(t.width, 80)
    out.line(t.bad("Your code breaks a house rule, so its tests were not run."))
    for rule in HouseRule.allCases {
      let places = findings.filter { $0.rule == rule }
      guard !places.isEmpty else { continue }
      out.line()
      out.line("  " + t.bold(rule.title))
      for finding in places.prefix(placesShown) {
        let place = "\(kit.relative(finding.file)):\(finding.line)"
        if 4 + place.count + 2 + finding.what.count <= width {
          out.line("    " + t.bold(place) + "  " + finding.what)
        } else {
          out.line("    " + t.bold(place))
          out.paragraph(finding.what, indent: 6)
        }
      }
      if places.count > placesShown {
        out.line(t.dim("    and \(places.count - placesShown) more like it"))
      }
      out.paragraph("Why: " + rule.why, indent: 4)
      out.paragraph("Instead: " + rule.instead, indent: 4)
    }
    out.next(
      "Change those lines, save, and check again:", "\(Tour.shortCommand) check \(kata.id)")
  }
}
