import XCTest

@testable import Shell

final class LineEditingTests: XCTestCase {
  func testCurrentWordIsTheTextAfterTheLastSpace() {
    XCTAssertEqual(Completion.currentWord(""), "")
    XCTAssertEqual(Completion.currentWord("sta"), "sta")
    XCTAssertEqual(Completion.currentWord("send "), "")
    XCTAssertEqual(Completion.currentWord("send inc"), "inc")
    XCTAssertEqual(Completion.currentWord("use café"), "café")
  }

  func testOneCandidateInsertsTheRestAndASpace() {
    XCTAssertEqual(Completion.action(word: "sta", candidates: ["state", "send"]), .insert("te "))
    XCTAssertEqual(Completion.action(word: "state", candidates: ["state"]), .insert(" "))
    XCTAssertEqual(Completion.action(word: "caf", candidates: ["café"]), .insert("é "))
  }

  func testSeveralCandidatesInsertTheCommonPrefixOrAreListed() {
    let words = ["send", "state", "set", "features", "use"]
    XCTAssertEqual(Completion.action(word: "", candidates: words), .list(words.sorted()))
    XCTAssertEqual(
      Completion.action(word: "s", candidates: words), .list(["send", "set", "state"]))
    XCTAssertEqual(
      Completion.action(word: "i", candidates: ["increment", "incrementTapped"]),
      .insert("ncrement"))
    XCTAssertEqual(Completion.action(word: "", candidates: ["é1", "é2"]), .insert("é"))
    XCTAssertEqual(Completion.action(word: "x", candidates: ["x1", "x1"]), .insert("1 "))
  }

  func testNoCandidateDoesNothing() {
    XCTAssertEqual(Completion.action(word: "zz", candidates: ["send"]), .none)
    XCTAssertEqual(Completion.action(word: "", candidates: []), .none)
  }

  func testColumnsFitTheWidthAndFillTopToBottom() {
    let lines = Completion.columns(["aa", "bb", "cc", "dd", "ee"], width: 10)
    XCTAssertEqual(lines, ["aa  cc  ee", "bb  dd"])
    XCTAssertTrue(lines.allSatisfy { $0.count <= 10 })
    XCTAssertEqual(
      Completion.columns(["a-very-long-word", "b"], width: 5), ["a-very-long-word", "b"])
  }

  func testPromptColourCodesAreBracketedForLibedit() {
    let bracketed = PromptText.bracketingEscapes("\u{1B}[1;32mtca>\u{1B}[0m ")
    XCTAssertEqual(
      String(decoding: bracketed, as: UTF8.self),
      "\u{1}\u{1B}[1;32m\u{1}tca>\u{1}\u{1B}[0m\u{1} ")
    XCTAssertEqual(PromptText.bracketingEscapes("plain> "), Array("plain> ".utf8))
  }

  func testDecodedLinesLoseTheNewlineAndStopAtNUL() {
    let bytes: [CChar] = Array("café 😀\n".utf8CString)
    bytes.withUnsafeBufferPointer {
      XCTAssertEqual(LineEditor.decodeLine($0.baseAddress!, byteCount: $0.count - 1), "café 😀")
    }
    let withNUL: [CChar] = [0x61, 0x62, 0, 0x63, 0x0A, 0]
    withNUL.withUnsafeBufferPointer {
      XCTAssertEqual(LineEditor.decodeLine($0.baseAddress!, byteCount: 5), "ab")
    }
  }
}
