import Foundation

/// The text `room` reads codes from: files from every machine in a room,
/// or a paste. Windows ends lines with CR LF and old Macs with CR; Swift
/// takes "\r\n" as a single character, so splitting on "\n" alone would run
/// two codes together. Editors save as UTF-16 or Latin-1 too. All are read,
/// and a file that is not text at all is named, never dropped in silence.
enum RoomInput {
  /// One line, numbered from 1 as an editor numbers it.
  struct Line: Equatable {
    let number: Int
    let text: String
  }

  /// A file or paste that was read, and how.
  struct Source {
    let name: String
    let text: String
    /// "UTF-8", "UTF-16", "Latin-1", or "UTF-8 and Latin-1" (line by line).
    let encoding: String
  }

  /// The text of `data` and the encoding it was read in; nil when it is
  /// not text (it holds zero bytes, as images and archives do, with no
  /// mark that says UTF-16).
  ///
  /// A file with no byte-order mark is read line by line: UTF-8 where a
  /// line is UTF-8, Latin-1 only for a line that is not. A room's folder is
  /// often one file pasted into from many machines, and one line saved as
  /// Latin-1 must not turn every other "José" into "JosÃ©".
  static func decode(_ data: Data) -> (text: String, encoding: String)? {
    let bytes = [UInt8](data.prefix(3))
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return (String(decoding: data.dropFirst(3), as: UTF8.self), "UTF-8")
    }
    if bytes.starts(with: [0xFF, 0xFE]), let text = String(data: data, encoding: .utf16) {
      return (text, "UTF-16")
    }
    if bytes.starts(with: [0xFE, 0xFF]), let text = String(data: data, encoding: .utf16) {
      return (text, "UTF-16")
    }
    if data.contains(0) { return nil }
    if let text = String(data: data, encoding: .utf8) { return (text, "UTF-8") }
    return decodeLineByLine(data)
  }

  /// Each line (its ending included) as UTF-8 if it is, else as Latin-1,
  /// in which every byte is a character, so any line reads. (The C1
  /// controls Latin-1 may give are taken out before anything is printed.)
  private static func decodeLineByLine(_ data: Data) -> (text: String, encoding: String) {
    var text = ""
    var sawUTF8 = false
    var start = data.startIndex
    while start < data.endIndex {
      let end =
        data[start...].firstIndex { $0 == 0x0A || $0 == 0x0D }.map { $0 + 1 }
        ?? data.endIndex
      let line = data[start..<end]
      if let utf8 = String(validating: line, as: UTF8.self) {
        sawUTF8 = sawUTF8 || line.contains { $0 >= 0x80 }
        text += utf8
      } else {
        text.unicodeScalars.append(contentsOf: line.map { Unicode.Scalar($0) })
      }
      start = end
    }
    return (text, sawUTF8 ? "UTF-8 and Latin-1" : "Latin-1")
  }

  /// The lines of `text`, ended by LF, CR LF, CR or a Unicode line or
  /// paragraph separator. Worked out on the UTF-8 bytes, where CR and LF
  /// are two, and which is quick for a hundred thousand codes.
  static func lines(of text: String) -> [Line] {
    var lines: [Line] = []
    var text = text
    text.withUTF8 { bytes in
      var start = 0
      var index = 0
      func endLine(at end: Int, next: Int) {
        let line = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        lines.append(Line(number: lines.count + 1, text: line))
        start = next
        index = next
      }
      while index < bytes.count {
        switch bytes[index] {
        case 0x0A:
          endLine(at: index, next: index + 1)
        case 0x0D:
          let pair = index + 1 < bytes.count && bytes[index + 1] == 0x0A
          endLine(at: index, next: index + (pair ? 2 : 1))
        case 0xE2
        where index + 2 < bytes.count && bytes[index + 1] == 0x80
          && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
          endLine(at: index, next: index + 3)  // U+2028, U+2029
        default:
          index += 1
        }
      }
      if start < bytes.count { endLine(at: bytes.count, next: bytes.count) }
    }
    return lines
  }

  /// What could be read from the sources a facilitator named, and what not.
  struct Reading {
    var sources: [Source] = []
    /// Files that are not text, by name, with why.
    var notRead: [String] = []
  }

  /// Reads each source: a file, every file in a folder (hidden ones
  /// aside: a `.DS_Store` is not a learner's), or "-" for standard input.
  static func read(_ names: [String]) throws -> Reading {
    var reading = Reading()
    for name in names {
      if name == "-" {
        if isatty(STDIN_FILENO) == 1 {
          StandardError.write("Paste the progress codes, then press Ctrl-D on an empty line:")
        }
        // A closed standard input (`room - <&-`) is an empty paste.
        // (Foundation's readDataToEndOfFile() traps on one: it calls the
        // throwing read with try!.)
        let data = (try? FileHandle.standardInput.readToEnd()) ?? nil
        add(data ?? Data(), named: "the paste", to: &reading)
        continue
      }
      let url = URL(fileURLWithPath: name)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        throw TourError.usage("\(Echo.quoted(name)) does not exist.")
      }
      guard isFolder.boolValue else {
        add(try Data(contentsOf: url), named: name, to: &reading)
        continue
      }
      let files = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      for file in files.sorted() where !file.hasPrefix(".") {
        let item = url.appendingPathComponent(file)
        var isSubfolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: item.path, isDirectory: &isSubfolder)
        if isSubfolder.boolValue {
          reading.notRead.append("\(ProgressCode.printable(file))/ (a folder)")
        } else if let data = try? Data(contentsOf: item) {
          add(data, named: file, to: &reading)
        } else {
          reading.notRead.append("\(ProgressCode.printable(file)) (it could not be opened)")
        }
      }
    }
    return reading
  }

  private static func add(_ data: Data, named name: String, to reading: inout Reading) {
    let shown = ProgressCode.printable(name)
    guard let (text, encoding) = decode(data) else {
      reading.notRead.append("\(shown) (it is not text)")
      return
    }
    reading.sources.append(Source(name: shown, text: text, encoding: encoding))
  }
}
