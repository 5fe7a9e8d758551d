extension Reducer {
  /// Prints each action this reducer receives and how the state changed, as TCA's
  /// `_printChanges()`: with the default ``_ReducerPrinter/customDump`` printer, to standard
  /// output,
  ///
  /// ```text
  /// received action:
  ///   Counter.Action.increment
  /// - Counter.State(count: 0)
  /// + Counter.State(count: 1)
  ///
  /// ```
  ///
  /// or `  (No state changes)` in place of the diff. As in TCA, it prints only in debug builds
  /// and a `nil` printer turns it off. Unlike TCA, which prints later on a background queue, it
  /// prints as the action is reduced, so the output interleaves with the effects' own printing
  /// in the order things happened.
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// How ``Reducer/_printChanges(_:)`` reports an action: a closure given the action and the
/// state before and after it (TCA's `_ReducerPrinter`).
public struct _ReducerPrinter<State, Action> {
  let printChange: (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  public init(
    printChange:
      @escaping (_ receivedAction: Action, _ oldState: State, _ newState: State) ->
      Void
  ) {
    self.printChange = printChange
  }

  /// `received action:`, the action dumped and indented two spaces, then the state's diff
  /// (`- `/`+ ` lines, unchanged lines indented two spaces) or `  (No state changes)`, then a
  /// blank line: TCA's default printer.
  public static var customDump: Self {
    Self { action, oldState, newState in
      print(
        _ReducerPrinterFormat.customDump(action: action, oldState: oldState, newState: newState))
    }
  }

  /// One line, `received action: Counter.Action.setName(_:)`: the case and its labels, no
  /// values (TCA's `.actionLabels`).
  public static var actionLabels: Self {
    Self { action, _, _ in
      print("received action: \(_ReducerPrinterFormat.actionLabels(action))")
    }
  }
}

/// The text of the two built-in printers.
enum _ReducerPrinterFormat {
  /// Ends with a newline; `print` adds the blank line that ends each of TCA's entries.
  static func customDump(action: Any, oldState: Any, newState: Any) -> String {
    var text = "received action:\n"
    let dump = Composable.customDump(action)
    for line in dump.split(separator: "\n", omittingEmptySubsequences: false) {
      text += "  \(line)\n"
    }
    text += (diff(oldState, newState) ?? "  (No state changes)") + "\n"
    return text
  }

  /// `Type.Action.case`, `(_:)` or `(label:other:)` for a payload, and a nested enum payload
  /// followed inside (`.child(.increment)`).
  static func actionLabels<Action>(_ action: Action) -> String {
    typeName(Action.self) + caseLabels(action)
  }

  private static func caseLabels(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let child = mirror.children.first,
      let name = child.label
    else {
      // A case with no payload has no child: its name is the whole description.
      return "." + String(describing: value)
    }
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .tuple {
      let labels = payload.children.map { label in
        guard let label = label.label, !label.hasPrefix(".") else { return "_:" }
        return label + ":"
      }
      return ".\(name)(\(labels.joined()))"
    }
    if payload.displayStyle == .enum {
      return ".\(name)(\(caseLabels(child.value)))"
    }
    return ".\(name)(_:)"
  }
}

/// The reducer `_printChanges` returns (TCA's type of the same name).
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  public typealias State = Base.State
  public typealias Action = Base.Action

  let base: Base
  let printer: _ReducerPrinter<State, Action>?

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    #if DEBUG
      if let printer {
        let oldState = state
        let effect = base.reduce(into: &state, action: action)
        _PrintChangesOutput.around { printer.printChange(action, oldState, state) }
        return effect
      }
    #endif
    return base.reduce(into: &state, action: action)
  }
}

/// Where `_printChanges` output meets a host's own: a host that holds its output in a buffer
/// (tca-shell) writes it out before a printer runs (`before`) and the printer's after
/// (`after`), so the two interleave in the order things happened. Nothing is set by default:
/// printers print.
public enum _PrintChangesOutput {
  private static let hooks = Locked<(before: @Sendable () -> Void, after: @Sendable () -> Void)?>(
    nil)

  /// Runs `before` ahead of every printer and `after` once it printed (nil: neither).
  public static func set(
    before: @escaping @Sendable () -> Void, after: @escaping @Sendable () -> Void
  ) {
    hooks.withLock { $0 = (before, after) }
  }

  /// Stops calling the hooks.
  public static func reset() { hooks.withLock { $0 = nil } }

  static func around(_ print: () -> Void) {
    guard let hooks = hooks.withLock({ $0 }) else { return print() }
    hooks.before()
    print()
    hooks.after()
  }
}
