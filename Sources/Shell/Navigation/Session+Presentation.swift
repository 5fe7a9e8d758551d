import Composable

extension Session {
  /// `alert` / `dialog`: what is presented of that kind, or a note that nothing is. Looks
  /// where `tap` looks: the registered presentations, then alerts and dialogs children present
  /// (a stack screen's `destination`).
  func showPresented(_ kind: PresentedKind) {
    if let item = host.presented.last(where: { $0.kind == kind }) {
      renderer.presented(item, feature: current.name)
    } else if let child = presentedButtons(dialog: kind == .confirmationDialog) {
      showChild(child)
    } else {
      renderer.text(kind == .alert ? "No alert is presented." : "No dialog is presented.")
    }
  }

  func presentedTarget(for command: String) throws(ShellError) -> PresentedItem {
    guard let item = context.view.target(in: host.presented) else {
      // A pushed screen is no presentation, but what a user who types `dismiss` or `tap` on it
      // may mean is the back button.
      let pop =
        focusIsStackElement
        ? ", or 'pop' to leave this screen" : pushedScreensHint
      throw ShellError(
        "nothing is presented to \(command): send an action that presents an alert, a dialog or a sheet first\(pop)"
      )
    }
    timeline.commandChoseByHistory = !context.view.targetIsReplayable(in: host.presented)
    return item
  }

  /// `; did you mean 'pop'? (path has 1 screen pushed)` when the nearest stack holds a screen,
  /// else empty.
  private var pushedScreensHint: String {
    guard let (name, _, stack) = try? nearestStack(), !stack.navigationIDs.isEmpty else {
      return ""
    }
    return
      "; did you mean 'pop'? (\(name) has \(Wording.count(stack.navigationIDs.count, "screen")) pushed)"
  }

  func sendingPresentation(_ send: () throws -> [StoreTask]) async throws(ShellError) {
    timeline.sendSource = .tapped
    defer { timeline.sendSource = .sent }
    let tasks: [StoreTask]
    do {
      tasks = try send()
    } catch let error as ArgumentError {
      throw ShellError(error.message)
    } catch {
      throw ShellError("\(error)")
    }
    timeline.commandEffects += tasks
    for task in tasks { await settle(task, in: context.host) }
    showNewlyPresented()
  }

  /// Prints each alert or dialog that is presented now and was not before (a new identity).
  /// `afterTravel`: the state was put back by time travel, not reached by a command.
  func showNewlyPresented(afterTravel: Bool = false) {
    showNewlyPresented(in: context, afterTravel: afterTravel)
  }

  /// The same for any feature: an effect may finish in one the user has left.
  func showNewlyPresented(in context: FeatureContext, afterTravel: Bool = false) {
    let items = context.view.newlyPresented(in: context.host.presented, afterTravel: afterTravel)
    for item in items {
      renderer.presented(item, feature: context.feature.name)
    }
  }
}
