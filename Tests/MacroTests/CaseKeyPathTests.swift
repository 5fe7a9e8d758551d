import Composable
import Testing

@CasePathable
enum RowAction: Equatable {
  case toggle
  case rename(String)
  case delegate(Delegate)

  @CasePathable
  enum Delegate: Equatable {
    case moved(from: Int, to: Int)
  }
}

@CasePathable
enum ListAction: Equatable {
  case rows(IdentifiedAction<Int, RowAction>)
  case path(StackAction<Int, RowAction>)
  case sheet(PresentationAction<RowAction>)
  case refresh
}

@Suite struct CaseKeyPathTests {
  @Test func subscriptCaseExtractsThePayloadOfThatCaseOnly() {
    let action = ListAction.sheet(.presented(.rename("Blob")))
    #expect(action[case: \.sheet.presented.rename] == "Blob")
    #expect(action[case: \.sheet.toggle] == nil)
    #expect(ListAction.refresh[case: \.sheet] == nil)
  }

  @Test func aPathThroughPresentationActionMayLeaveOutPresented() {
    let action = ListAction.sheet(.presented(.rename("Blob")))
    #expect(action[case: \.sheet.rename] == "Blob")
    #expect(ListAction.sheet(.dismiss)[case: \.sheet.rename] == nil)
    #expect(CasePath(\ListAction.Cases.sheet.rename).embed("x") == .sheet(.presented(.rename("x"))))
  }

  @Test func stackAndCollectionElementsByID() {
    let action = ListAction.path(.element(id: 0, action: .delegate(.moved(from: 1, to: 2))))
    #expect(action[case: \.path[id: 0].delegate.moved]?.to == 2)
    #expect(action[case: \.path[id: 1].delegate.moved] == nil)
    #expect(
      CasePath(\ListAction.Cases.rows[id: 3].toggle).embed(())
        == .rows(.element(id: 3, action: .toggle)))
    #expect(ListAction.rows(.element(id: 3, action: .toggle)).is(\.rows[id: 3]))
    #expect(!ListAction.rows(.element(id: 4, action: .toggle)).is(\.rows[id: 3]))
  }

  @Test func isMatchesTheCaseWhateverItsPayload() {
    #expect(ListAction.refresh.is(\.refresh))
    #expect(!ListAction.refresh.is(\.sheet))
    #expect(ListAction.sheet(.dismiss).is(\.sheet))
    #expect(!ListAction.sheet(.dismiss).is(\.sheet.presented))
  }

  @Test func aCaseWithSeveralValuesIsATupleWithItsLabels() {
    let path = CasePath(\RowAction.Cases.delegate.moved)
    #expect(path.embed((from: 1, to: 2)) == .delegate(.moved(from: 1, to: 2)))
    #expect(path.extract(.toggle) == nil)
  }

  @Test func caseKeyPathsAreComparableValues() {
    let first: CaseKeyPath<ListAction, RowAction> = \.sheet.presented
    let second: CaseKeyPath<ListAction, RowAction> = \.sheet.presented
    #expect(first == second)
  }
}

extension RowAction: Sendable {}
extension RowAction.Delegate: Sendable {}
extension ListAction: Sendable {}

extension CasePathable {
  /// `\Action.Cases.child`: a case key path spelled from its root type, for tests.
  typealias Cases = Case<Self>
}
