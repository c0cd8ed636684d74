import Foundation

/// Reads a date in the one form progress codes are written in,
/// "2026-11-22T09:40:00Z" (what `ISO8601DateFormatter` writes by default),
/// without a date formatter.
///
/// `room` reads two dates per code, and a facilitator may hand it a folder
/// of a hundred thousand codes; `ISO8601DateFormatter` took about half of
/// that time. It is also strict where the formatter is lenient: 30 February
/// is no date, not 2 March.
enum InternetDate {
  /// The date `text` names; nil when it is not in the form above, or is
  /// not a real date (a 31st of April, a 25th hour).
  static func parse(_ text: Substring) -> Date? {
    let bytes = Array(text.utf8)
    guard bytes.count == 20, bytes[4] == dash, bytes[7] == dash, bytes[10] == UInt8(ascii: "T"),
      bytes[13] == colon, bytes[16] == colon, bytes[19] == UInt8(ascii: "Z"),
      let year = number(bytes[0..<4]), let month = number(bytes[5..<7]),
      let day = number(bytes[8..<10]), let hour = number(bytes[11..<13]),
      let minute = number(bytes[14..<16]), let second = number(bytes[17..<19]),
      (1...12).contains(month), (1...days(in: month, of: year)).contains(day),
      hour < 24, minute < 60, second < 60
    else { return nil }
    let seconds = ((daysSince1970(year, month, day) * 24 + hour) * 60 + minute) * 60 + second
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  private static let dash = UInt8(ascii: "-")
  private static let colon = UInt8(ascii: ":")
  private static let zero = UInt8(ascii: "0")
  private static let nine = UInt8(ascii: "9")

  /// The decimal number the digits spell; nil if one is not a digit.
  private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    var value = 0
    for digit in digits {
      guard digit >= zero && digit <= nine else { return nil }
      value = value * 10 + Int(digit - zero)
    }
    return value
  }

  private static func days(in month: Int, of year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// Days from 1 January 1970 to the given day of the Gregorian calendar:
  /// whole years first, then the months of this year.
  private static func daysSince1970(_ year: Int, _ month: Int, _ day: Int) -> Int {
    // Leap days in the years before `year`, counted from year 0.
    func leapDays(before year: Int) -> Int {
      let last = year - 1
      return last / 4 - last / 100 + last / 400
    }
    var days = (year - 1970) * 365 + leapDays(before: year) - leapDays(before: 1970)
    for earlier in 1..<month { days += self.days(in: earlier, of: year) }
    return days + day - 1
  }
}
