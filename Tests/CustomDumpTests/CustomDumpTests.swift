import Composable
import Foundation
import XCTest

// Test types named as in the TCA oracle (tca-oracle.md sections 3 and 4), so that its recorded
// outputs apply unchanged.

enum Counter {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment, noop }
}

enum Profile {
  struct State: Equatable {
    var name = "Blob"
    var age = 42
    var isAdmin = false
  }
}

enum Feedback {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }
  enum Action: Equatable { case startSend, response(Int) }
}

enum DemoAction {
  case setName(String)
  case login(email: String, password: String)
  case alert(PresentationAction<AlertAndConfirmationDialog.Action.Alert>)
  case plain
}

struct WithOptional {
  var name: String?
  var count: Int
}

struct Row {
  var id: Int
  var tags: [String]
  var point: (x: Int, y: Int)
}

enum AlertAndConfirmationDialog {
  struct State: Equatable {
    var _alert: AlertState<Action.Alert>?
    var _confirmationDialog: AlertState<Action.Alert>?
    var _count = 0
  }
  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case alertButtonTapped
    enum Alert: Equatable { case incrementButtonTapped }
  }
}

enum PlainAlertState {
  struct State: Equatable {
    var _alert: AlertState<AlertAndConfirmationDialog.Action.Alert>?
    var count = 0
  }
}

var alertDotAlert: AlertState<AlertAndConfirmationDialog.Action.Alert> {
  AlertState {
    TextState("Alert!")
  } actions: {
    ButtonState(role: .cancel) { TextState("Cancel") }
    ButtonState(action: .incrementButtonTapped) { TextState("Increment") }
  } message: {
    TextState("This is an alert")
  }
}

struct Empty {}

struct Note {
  var text: String
}

struct Parent: Equatable {
  struct Child: Equatable {
    var a = 1
    var b = 2
  }
  var child = Child()
  var count = 0
}

struct Secret: CustomDumpStringConvertible {
  var customDumpDescription: String { "<redacted>" }
}

struct Login {
  var email: String
  var password: Secret
}

final class Node {
  var id: Int
  var next: Node?
  init(id: Int) { self.id = id }
}

private struct Hidden {}

enum Outer<T> {
  struct Inner {}
}

final class CustomDumpTests: XCTestCase {
  // MARK: - Structs

  func testSingleFieldStructInlines() {
    XCTAssertEqual(customDump(Counter.State()), "Counter.State(count: 0)")
  }

  func testMultiFieldStruct() {
    XCTAssertEqual(
      customDump(WithOptional(name: "Blob", count: 1)),
      """
      WithOptional(
        name: "Blob",
        count: 1
      )
      """)
  }

  func testEmptyStruct() {
    XCTAssertEqual(customDump(Empty()), "Empty()")
  }

  func testNestedStructArrayTuple() {
    XCTAssertEqual(
      customDump([
        Row(id: 1, tags: ["a", "b"], point: (1, 2)),
        Row(id: 2, tags: [], point: (3, 4)),
      ]),
      """
      [
        [0]: Row(
          id: 1,
          tags: [
            [0]: "a",
            [1]: "b"
          ],
          point: (
            x: 1,
            y: 2
          )
        ),
        [1]: Row(
          id: 2,
          tags: [],
          point: (
            x: 3,
            y: 4
          )
        )
      ]
      """)
  }

  func testNestedStructsWithReflectableAndConvertibleFields() {
    XCTAssertEqual(
      customDump(PlainAlertState.State(_alert: alertDotAlert, count: 3)),
      """
      PlainAlertState.State(
        _alert: AlertState(
          title: "Alert!",
          actions: [
            [0]: ButtonState(
              role: .cancel,
              action: .send(nil),
              label: "Cancel"
            ),
            [1]: ButtonState(
              action: .send(
                .incrementButtonTapped
              ),
              label: "Increment"
            )
          ],
          message: "This is an alert"
        ),
        count: 3
      )
      """)
  }

  // MARK: - Enums

  func testEnumWithoutPayloadAtRoot() {
    XCTAssertEqual(customDump(Counter.Action.increment), "Counter.Action.increment")
    XCTAssertEqual(customDump(DemoAction.plain), "DemoAction.plain")
  }

  func testEnumSingleLeafPayloadInline() {
    XCTAssertEqual(customDump(DemoAction.setName("Blob")), #"DemoAction.setName("Blob")"#)
    XCTAssertEqual(
      customDump(AlertAndConfirmationDialog.Action.alert(.dismiss)),
      "AlertAndConfirmationDialog.Action.alert(.dismiss)")
  }

  func testEnumLabelledPayloadOnSeparateLines() {
    XCTAssertEqual(
      customDump(DemoAction.login(email: "a@b.c", password: "x")),
      """
      DemoAction.login(
        email: "a@b.c",
        password: "x"
      )
      """)
  }

  func testEnumNestedPayloadBreaksLinesAndNestedCaseHasNoType() {
    XCTAssertEqual(
      customDump(AlertAndConfirmationDialog.Action.alert(.presented(.incrementButtonTapped))),
      """
      AlertAndConfirmationDialog.Action.alert(
        .presented(.incrementButtonTapped)
      )
      """)
  }

  func testEnumOptionalPayload() {
    let none = ButtonStateAction<Counter.Action>.send(nil)
    let some = ButtonStateAction<Counter.Action>.send(.increment)
    XCTAssertEqual(customDump(none), "ButtonStateAction.send(nil)")
    XCTAssertEqual(
      customDump(some),
      """
      ButtonStateAction.send(
        .increment
      )
      """)
  }

  // MARK: - Optionals

  func testOptionals() {
    XCTAssertEqual(
      customDump(WithOptional(name: nil, count: 0)),
      """
      WithOptional(
        name: nil,
        count: 0
      )
      """)
    XCTAssertEqual(customDump(String?.none as Any), "nil")
    XCTAssertEqual(customDump(Int?.some(5) as Any), "5")
  }

  // MARK: - Strings

  func testPlainAndUnicodeStrings() {
    XCTAssertEqual(customDump("Blob"), #""Blob""#)
    XCTAssertEqual(customDump("café 🎉"), #""café 🎉""#)
    XCTAssertEqual(customDump("a\tb"), #""a\tb""#)
  }

  func testQuotesAndBackslashesUseRawStrings() {
    XCTAssertEqual(customDump(#"say "hi""#), ##"#"say "hi""#"##)
    XCTAssertEqual(customDump(#"C:\dir"#), ##"#"C:\dir"#"##)
    XCTAssertEqual(customDump(##"a"#b"##), ###"##"a"#b"##"###)
  }

  func testMultilineStrings() {
    XCTAssertEqual(
      customDump("He said \"hi\"\nbye"),
      #"""
      """
      He said "hi"
      bye
      """
      """#)
    XCTAssertEqual(
      customDump("a\"\"\"b\nc"),
      ##"""
      #"""
      a"""b
      c
      """#
      """##)
  }

  func testNamedMultilineStringIndentsUnderItsLabel() {
    XCTAssertEqual(
      customDump(Note(text: "a\nb")),
      #"""
      Note(
        text: """
          a
          b
          """
      )
      """#)
  }

  // MARK: - Collections

  func testArrays() {
    XCTAssertEqual(customDump([Int]()), "[]")
    XCTAssertEqual(
      customDump([1, 2, 3]),
      """
      [
        [0]: 1,
        [1]: 2,
        [2]: 3
      ]
      """)
  }

  func testDictionariesSortedByKey() {
    XCTAssertEqual(customDump([String: Int]()), "[:]")
    XCTAssertEqual(
      customDump(["b": 2, "a": 1, "c": 3]),
      """
      [
        "a": 1,
        "b": 2,
        "c": 3
      ]
      """)
  }

  func testSetsSorted() {
    XCTAssertEqual(
      customDump(Set([3, 1, 2])),
      """
      Set([
        1,
        2,
        3
      ])
      """)
  }

  func testTuples() {
    XCTAssertEqual(
      customDump((x: 1, y: 2)),
      """
      (
        x: 1,
        y: 2
      )
      """)
    XCTAssertEqual(
      customDump((1, "a")),
      """
      (
        1,
        "a"
      )
      """)
  }

  // MARK: - Type names

  func testTypeNames() {
    XCTAssertEqual(typeName(Counter.State.self), "Counter.State")
    XCTAssertEqual(typeName(AlertState<AlertAndConfirmationDialog.Action.Alert>.self), "AlertState")
    XCTAssertEqual(typeName(Int?.self), "Optional")
    XCTAssertEqual(typeName([String: Int].self), "Dictionary")
    XCTAssertEqual(typeName(Outer<Int>.Inner.self), "Outer.Inner")
    XCTAssertEqual(typeName(Hidden.self), "Hidden")
    XCTAssertEqual(typeName((Int, String).self), "(Int, String)")
    XCTAssertEqual(customDump(Counter.State.self), "Counter.State.self")
  }

  func testLocalTypeName() {
    struct Local {}
    XCTAssertEqual(typeName(Local.self), "CustomDumpTests.Local")
  }

  // MARK: - Foundation and hooks

  func testUUID() {
    let uuid = UUID(uuidString: "deadbeef-dead-beef-dead-beefdeadbeef")!
    XCTAssertEqual(customDump(uuid), "UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)")
  }

  func testDate() {
    XCTAssertEqual(
      customDump(Date(timeIntervalSince1970: 0)), "Date(1970-01-01T00:00:00.000Z)")
    XCTAssertEqual(
      customDump(Date(timeIntervalSince1970: 1_234_567_890.123)),
      "Date(2009-02-13T23:31:30.123Z)")
  }

  func testURL() {
    XCTAssertEqual(
      customDump(URL(string: "https://example.com/a?b=c")!), "URL(https://example.com/a?b=c)")
  }

  /// As swift-custom-dump prints an `NSError` (checked against it by a new user): its domain,
  /// code and user info, also when it is held as `any Error` in a payload.
  func testNSErrorDumpsItsDomainCodeAndUserInfo() {
    XCTAssertEqual(
      customDump(NSError(domain: "D", code: 3)),
      """
      NSError(
        domain: "D",
        code: 3,
        userInfo: [:]
      )
      """)
    let result: Result<Int, any Error> = .failure(NSError(domain: "D", code: 3))
    XCTAssertEqual(
      customDump(result),
      """
      Result.failure(
        NSError(
          domain: "D",
          code: 3,
          userInfo: [:]
        )
      )
      """)
  }

  func testCustomDumpStringConvertible() {
    XCTAssertEqual(customDump(TextState("Hello")), #""Hello""#)
    XCTAssertEqual(
      customDump(Login(email: "a@b.c", password: Secret())),
      """
      Login(
        email: "a@b.c",
        password: <redacted>
      )
      """)
  }

  func testRepeatedObjectPrintsCycleMarker() {
    let node = Node(id: 1)
    node.next = node
    XCTAssertEqual(
      customDump(node),
      """
      Node(
        id: 1,
        next: Node(↩︎)
      )
      """)
  }

  // MARK: - Diffs

  func testEqualValuesHaveNoDiff() {
    XCTAssertNil(diff(Counter.State(), Counter.State()))
    XCTAssertNil(diff([1, 2], [1, 2]))
    XCTAssertNil(diff(Row(id: 1, tags: [], point: (0, 0)), Row(id: 1, tags: [], point: (0, 0))))
  }

  func testSingleLineRootDiff() {
    XCTAssertEqual(
      diff(Counter.State(count: 0), Counter.State(count: 1)),
      """
      - Counter.State(count: 0)
      + Counter.State(count: 1)
      """)
  }

  func testMultiFieldDiff() {
    XCTAssertEqual(
      diff(Profile.State(), Profile.State(age: 43)),
      """
        Profile.State(
          name: "Blob",
      -   age: 42,
      +   age: 43,
          isAdmin: false
        )
      """)
    XCTAssertEqual(
      diff(Feedback.State(count: 0), Feedback.State(count: 42)),
      """
        Feedback.State(
      -   count: 0,
      +   count: 42,
          log: []
        )
      """)
  }

  func testUnchangedNestedValuesCollapse() {
    XCTAssertEqual(
      diff(Parent(), Parent(count: 1)),
      """
        Parent(
          child: Parent.Child(…),
      -   count: 0
      +   count: 1
        )
      """)
    XCTAssertEqual(
      diff(Feedback.State(count: 0, log: ["a"]), Feedback.State(count: 42, log: ["a"])),
      """
        Feedback.State(
      -   count: 0,
      +   count: 42,
          log: […]
        )
      """)
  }

  func testNestedChangeInsideCollapsedSiblings() {
    var wrongTitle = alertDotAlert
    wrongTitle.title = TextState("Alert?")
    XCTAssertEqual(
      diff(
        AlertAndConfirmationDialog.State(_alert: wrongTitle),
        AlertAndConfirmationDialog.State(_alert: alertDotAlert)),
      """
        AlertAndConfirmationDialog.State(
          _alert: AlertState(
      -     title: "Alert?",
      +     title: "Alert!",
            actions: […],
            message: "This is an alert"
          ),
          _confirmationDialog: nil,
          _count: 0
        )
      """)
  }

  func testValueReplacedByNilKeepsComma() {
    XCTAssertEqual(
      diff(
        AlertAndConfirmationDialog.State(
          _alert: AlertState { TextState("Incremented!") }, _count: 1),
        AlertAndConfirmationDialog.State(_alert: nil, _count: 1)),
      """
        AlertAndConfirmationDialog.State(
      -   _alert: AlertState(title: "Incremented!"),
      +   _alert: nil,
          _confirmationDialog: nil,
          _count: 1
        )
      """)
  }

  // Oracle 3.3b, except for the commas custom-dump leaves out after both sides (a deviation:
  // each side should read as valid Swift).
  func testMultiLineReplacedBySingleLineKeepsCommas() {
    XCTAssertEqual(
      diff(
        AlertAndConfirmationDialog.State(_alert: alertDotAlert, _count: 0),
        AlertAndConfirmationDialog.State(
          _alert: AlertState { TextState("Incremented!") }, _count: 1)),
      """
        AlertAndConfirmationDialog.State(
      -   _alert: AlertState(
      -     title: "Alert!",
      -     actions: [
      -       [0]: ButtonState(
      -         role: .cancel,
      -         action: .send(nil),
      -         label: "Cancel"
      -       ),
      -       [1]: ButtonState(
      -         action: .send(
      -           .incrementButtonTapped
      -         ),
      -         label: "Increment"
      -       )
      -     ],
      -     message: "This is an alert"
      -   ),
      +   _alert: AlertState(title: "Incremented!"),
          _confirmationDialog: nil,
      -   _count: 0
      +   _count: 1
        )
      """)
  }

  func testNilReplacedByMultiLineValue() {
    XCTAssertEqual(
      diff(
        AlertAndConfirmationDialog.State(),
        AlertAndConfirmationDialog.State(_alert: alertDotAlert)),
      """
        AlertAndConfirmationDialog.State(
      -   _alert: nil,
      +   _alert: AlertState(
      +     title: "Alert!",
      +     actions: [
      +       [0]: ButtonState(
      +         role: .cancel,
      +         action: .send(nil),
      +         label: "Cancel"
      +       ),
      +       [1]: ButtonState(
      +         action: .send(
      +           .incrementButtonTapped
      +         ),
      +         label: "Increment"
      +       )
      +     ],
      +     message: "This is an alert"
      +   ),
          _confirmationDialog: nil,
          _count: 0
        )
      """)
  }

  func testEnumCaseChange() {
    XCTAssertEqual(
      diff(DemoAction.plain, DemoAction.setName("Blob")),
      """
      - DemoAction.plain
      + DemoAction.setName("Blob")
      """)
    XCTAssertEqual(
      diff(Feedback.Action.response(1), Feedback.Action.response(42)),
      """
      - Feedback.Action.response(1)
      + Feedback.Action.response(42)
      """)
  }

  func testEnumSameCaseRecursesIntoPayload() {
    XCTAssertEqual(
      diff(
        DemoAction.login(email: "a@b.c", password: "x"),
        DemoAction.login(email: "a@b.c", password: "y")),
      """
        DemoAction.login(
          email: "a@b.c",
      -   password: "x"
      +   password: "y"
        )
      """)
  }

  func testArrayUnchangedRunsCollapse() {
    XCTAssertEqual(
      diff([1, 2, 3, 4, 5], [1, 2, 9, 4, 5]),
      """
        [
          … (2 unchanged),
      -   [2]: 3,
      +   [2]: 9,
          … (2 unchanged)
        ]
      """)
  }

  func testArrayLoneUnchangedElementPrintsCollapsed() {
    // The minimal edit script keeps one of the three equal elements, so the others are a pair, a
    // removal and an insertion (swift-custom-dump 1.x prints exactly this on Linux).
    XCTAssertEqual(
      diff([Parent(), Parent(), Parent()], [Parent(count: 1), Parent(), Parent(count: 2)]),
      """
        [
          [0]: Parent(
            child: Parent.Child(…),
      -     count: 0
      +     count: 1
          ),
      -   [1]: Parent(
      -     child: Parent.Child(
      -       a: 1,
      -       b: 2
      -     ),
      -     count: 0
      -   ),
          [1]: Parent(…),
      +   [2]: Parent(
      +     child: Parent.Child(
      +       a: 1,
      +       b: 2
      +     ),
      +     count: 2
      +   )
        ]
      """)
  }

  /// custom-dump aligns collections by `CollectionDifference`: deleting one element and
  /// appending another shows as one removal and one insertion, not every later element changed.
  func testArrayDiffIsAMinimalEdit() {
    XCTAssertEqual(
      diff([1, 2, 3, 4, 5], [1, 3, 4, 5, 6]),
      """
        [
          [0]: 1,
      -   [1]: 2,
          … (3 unchanged),
      +   [4]: 6
        ]
      """)
    XCTAssertEqual(
      diff(["a", "b", "c"], ["a", "c"]),
      """
        [
          [0]: "a",
      -   [1]: "b",
          [1]: "c"
        ]
      """)
  }

  func testArrayAddedElement() {
    XCTAssertEqual(
      diff([1, 2, 3], [1, 2, 3, 4]),
      """
        [
          … (3 unchanged),
      +   [3]: 4
        ]
      """)
  }

  func testArrayRemovedElement() {
    XCTAssertEqual(
      diff([1, 2, 3], [1, 3]),
      """
        [
          [0]: 1,
      -   [1]: 2,
          [1]: 3
        ]
      """)
  }

  func testDictionaryDiff() {
    // As in custom-dump, sorted collections count their unchanged entries into one line at the
    // end, and a removed last key carries no comma.
    XCTAssertEqual(
      diff(["a": 1, "b": 2, "c": 3], ["a": 1, "b": 5, "d": 4]),
      """
        [
      -   "b": 2,
      +   "b": 5,
      -   "c": 3
      +   "d": 4,
          … (1 unchanged)
        ]
      """)
  }

  func testDifferentRootTypes() {
    XCTAssertEqual(
      diff(Counter.State(), "Blob"),
      """
      - Counter.State(count: 0)
      + "Blob"
      """)
  }

  func testMultilineStringDiff() {
    XCTAssertEqual(
      diff(WithOptional(name: "a\nb\nc", count: 1), WithOptional(name: "a\nB\nc", count: 1)),
      #"""
        WithOptional(
          name: """
            a
      -     b
      +     B
            c
            """,
          count: 1
        )
      """#)
  }

  // MARK: - Equality

  func testIsEqualValues() {
    XCTAssertTrue(isEqualValues(Counter.State(), Counter.State()))
    XCTAssertFalse(isEqualValues(Counter.State(), Counter.State(count: 1)))
    // `==` decides for Equatable types: AlertState ignores its fresh `id`.
    XCTAssertTrue(
      isEqualValues(
        AlertState<Counter.Action> { TextState("A") },
        AlertState<Counter.Action> { TextState("A") }))
    // Non-Equatable types compare structurally.
    XCTAssertTrue(
      isEqualValues(WithOptional(name: "a", count: 1), WithOptional(name: "a", count: 1)))
    XCTAssertFalse(
      isEqualValues(WithOptional(name: "a", count: 1), WithOptional(name: nil, count: 1)))
    XCTAssertFalse(isEqualValues(1, "1"))
  }
}
