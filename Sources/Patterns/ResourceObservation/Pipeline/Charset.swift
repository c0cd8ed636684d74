import CoreFoundation
import Foundation

/// The text encoding a `charset` parameter names, as Foundation knows them.
///
/// A server names its charset by IANA name ("utf-8", "ISO-8859-15",
/// "windows-1252", "Shift_JIS", "koi8-r"). Core Foundation keeps the table
/// from those names to its encodings, on Linux as on macOS, so the pipeline
/// asks it rather than keeping a shorter list of its own. A name it does
/// not know is an error: decoding as UTF-8 instead would turn the text into
/// something else, or into nothing, without a word.
enum Charset {
  /// The encoding for `name`, in any case; nil if Foundation does not know it.
  static func encoding(named name: String) -> String.Encoding? {
    let cfName = name.withCString {
      CFStringCreateWithCString(nil, $0, CFStringBuiltInEncodings.UTF8.rawValue)
    }
    let cfEncoding = CFStringConvertIANACharSetNameToEncoding(cfName)
    guard cfEncoding != kCFStringEncodingInvalidId else { return nil }
    return String.Encoding(rawValue: UInt(CFStringConvertEncodingToNSStringEncoding(cfEncoding)))
  }
}
