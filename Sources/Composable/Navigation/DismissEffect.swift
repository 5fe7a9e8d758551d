/// Dismisses the feature it is read in, as TCA's `DismissEffect`: `await dismiss()` from an
/// effect of a presented child makes its parent receive `.dismiss`; from a stack element,
/// `.popFrom(id:)` for that element. The child's effects are then cancelled.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// ...
/// return .run { _ in await dismiss() }
/// ```
///
/// Called where nothing presented the feature (and no closure was given), it reports TCA's
/// runtime warning "A reducer requested dismissal at "FILE:LINE", but couldn't be dismissed."
/// and does nothing else.
public struct DismissEffect: Sendable {
  private let dismiss: (@MainActor @Sendable () -> Void)?

  /// The default: dismisses whatever `ifLet` or `forEach` presented the effect's feature.
  public init() { self.dismiss = nil }

  /// A stand-in that runs `dismiss` instead (for testing a child on its own).
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = dismiss
  }

  public func callAsFunction(fileID: StaticString = #fileID, line: UInt = #line) async {
    if let handler = DismissHandler.current {
      await handler.dismiss()
    } else if let dismiss {
      await dismiss()
    } else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed.

        This is generally considered an application logic error, and can happen when a reducer assumes it runs in a presentation context. If a reducer can run at both the root level of an application, as well as in a presentation destination, use @Dependency(\\.isPresented) to determine if the reducer is being presented before calling @Dependency(\\.dismiss).
        """)
    }
  }
}

/// What `dismiss()` does inside the effects of one presented child: set by the navigation
/// reducer that presented it, around each of the child's `.run` effects.
struct DismissHandler: Sendable {
  let dismiss: @MainActor @Sendable () -> Void

  @TaskLocal static var current: DismissHandler?

  /// True while a presentation's or a stack's reducer runs its child (the child's own reducer,
  /// where `@Dependency(\.isPresented)` is read synchronously).
  @TaskLocal static var reducingPresentedChild = false

  /// Runs a presented child's reducer, marked as presented.
  static func reducePresented<R>(_ body: () -> R) -> R {
    $reducingPresentedChild.withValue(true, operation: body)
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}

extension DependencyValues {
  /// Dismisses the current feature (`await dismiss()`), as TCA's `\.dismiss`.
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }
}

extension DependencyValues {
  /// Whether the current feature was presented by a parent's navigation reducer, as TCA's
  /// `\.isPresented`: true in the reducer and the effects of a child presented with
  /// `ifLet(\.$destination, …)` over `PresentationState` or pushed on a `StackState` with
  /// `forEach(\.path, …)`, where `dismiss()` would dismiss it; false elsewhere (a root feature,
  /// a `Scope`d child, an `ifLet` over plain optional state). Read-only, as in TCA.
  public var isPresented: Bool {
    DismissHandler.current != nil || DismissHandler.reducingPresentedChild
  }
}
