/// The side effects a reducer returns, as TCA's `Effect<Action>`.
///
/// Actions an effect produces go back through the store that ran it, in order, and are reported
/// as *received*: `.send` actions join the batch being processed (breadth-first, before `send`
/// returns), `.run` actions arrive later from a task on the main actor.
public struct Effect<Action> {
  @usableFromInline
  indirect enum Operation {
    case none
    case send(Action)
    case run(TaskPriority?, @Sendable (Send<Action>) async -> Void)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    case cancellable(id: AnyHashableSendable, cancelInFlight: Bool, Effect<Action>)
    case cancel(id: AnyHashableSendable)
  }

  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(_ operation: Operation) {
    self.operation = operation
  }

  /// An effect that does nothing.
  public static var none: Self { Self(.none) }

  /// Delivers `action` back to the store at once, in the same batch, as TCA's `.send`.
  public static func send(_ action: Action) -> Self { Self(.send(action)) }

  /// Runs `operation` in a task on the main actor; it sends actions back with `await send(...)`.
  /// `@Dependency` inside it reads the dependencies in force when the effect was made.
  ///
  /// A `CancellationError` ends the effect quietly. Any other error goes to `handler` when one is
  /// given; without one it is reported as an issue, as TCA reports "An 'Effect.run' returned from
  /// 'file:line' threw an unhandled error."
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self {
    let origin = "\(fileID):\(line)"
    // The effect sees the dependencies in force where it was made (the reducer's), as TCA's
    // `withEscapedDependencies`, even though it runs later in another task.
    let dependencies = DependencyValues.current
    // So is the issue handler: a test store's failures stay with that store.
    let issueHandler = IssueReporter.current
    return Self(
      .run(priority) { send in
        await IssueReporter.withHandler(issueHandler) {
          await DependencyValues.$current.withValue(dependencies) {
            do {
              try await operation(send)
            } catch is CancellationError {
              return
            } catch {
              guard !Task.isCancelled else { return }
              if let handler {
                await handler(error, send)
              } else {
                reportIssue(
                  "An 'Effect.run' returned from '\(origin)' threw an unhandled error: \(error)")
              }
            }
          }
        }
      })
  }

  /// Runs the effects concurrently; `.none` is the identity.
  public static func merge(_ effects: Self...) -> Self { merge(effects) }

  /// Runs the effects concurrently; `.none` is the identity.
  public static func merge(_ effects: [Self]) -> Self { combining(effects, Operation.merge) }

  /// Runs the effects one after another: each starts when the previous one has finished.
  public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

  /// Runs the effects one after another: each starts when the previous one has finished.
  public static func concatenate(_ effects: [Self]) -> Self {
    combining(effects, Operation.concatenate)
  }

  /// `effects` without the `.none`s, combined by `operation` when more than one is left.
  private static func combining(_ effects: [Self], _ operation: ([Self]) -> Operation) -> Self {
    let effects = effects.filter { if case .none = $0.operation { false } else { true } }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation(effects))
    }
  }

  /// Transforms the actions this effect sends, as TCA's `Effect.map` (how `Scope` lifts a child's
  /// effects into the parent).
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    case .run(let priority, let work):
      return Effect<T>(
        .run(priority) { send in
          await work(Send { action in send(transform(action)) })
        })
    case .merge(let effects):
      return Effect<T>(.merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<T>(.concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<T>(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case .cancel(let id):
      return Effect<T>(.cancel(id: id))
    }
  }
}

extension Effect: Sendable where Action: Sendable {}
extension Effect.Operation: Sendable where Action: Sendable {}
