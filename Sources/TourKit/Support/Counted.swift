/// A count with its noun, for what the tour says: "1 line", "3 lines", so
/// that no message reads "1 lines". `plural` is for a noun that does not
/// take an s ("1 child", "2 children").
func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
  "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
}
