import Composable

/// An action path as the user writes it (`rows[0].toggle`, `path[id: 0].detail.delete`) walked
/// through the feature's action cases: the one reading of brackets that `send`, `focus`, `tap`,
/// completion and messages share. A name followed by brackets is a state collection; the case
/// that carries its elements' actions is found as TCA's `forEach` pairs them
/// (``Swift/Array/elementActions(forField:of:)``), in either action form:
/// `rows(IdentifiedActionOf<Row>)` or TCA 1.0's `row(id:action:)`.
struct ActionWalk {
  /// The catalog's names (`rows.element.toggle`, `row.toggle`).
  var names: [String] = []
  /// `label=id` words, one per element the path picks, for the element cases' id values.
  var ids: [Word] = []
  /// The cases below the last step.
  var level: [ActionDescription]
  /// Each prefix of the catalog's names that differs from the path as typed, with its typed
  /// form (`rows.element` → `rows[0]`): what messages are written back in.
  var typed: [(catalog: String, typed: String)] = []
}

extension Session {
  /// Walks `path` (absolute, brackets allowed) through the action cases. Each element it picks
  /// must be in the state (see ``ElementLookup``) unless `checked` is false: a reader that only
  /// asks which case a path reaches gets an id that is not there as typed.
  func walkActions(_ path: String, checked: Bool = true) throws(ShellError) -> ActionWalk {
    let steps = try BracketPath.steps(path)
    var walk = ActionWalk(level: host.actions)
    var stateSteps: [BracketPath.Step] = []
    // The collection a name followed by brackets names, and the cases beside it.
    var collection: (field: String, beside: [ActionDescription])?
    for index in steps.indices {
      let step = steps[index]
      guard case .name(let component) = step else {
        guard let (field, beside) = collection else {
          throw ShellError(
            "\(BracketPath.text(Array(steps[...index]))): only a field holding elements takes \(BracketPath.text([step]))"
          )
        }
        collection = nil
        let here = BracketPath.text(stateSteps)
        let elements: (any NavigationElements)?
        do {
          elements = try self.elements(at: here, for: step)
        } catch {
          guard !checked, case .id = step else { throw error }
          elements = nil
        }
        let link: ElementActions
        do {
          link = try beside.elementActions(forField: field, of: elements)
        } catch {
          throw ShellError(error.message)
        }
        guard let label = Self.elementIDLabel(link.element) else {
          throw ShellError("the elements of '\(field)' have no actions to send")
        }
        let id: String
        do throws(ShellError) {
          guard let elements else { throw ShellError("\(here) holds no elements") }
          id = try elementID(step, in: elements, at: here)
        } catch {
          guard !checked, case .id(let typed) = step else { throw error }
          id = typed
        }
        walk.names += link.names
        walk.ids.append(try Self.labeledWord(label, id))
        walk.level = link.element.children
        stateSteps.append(step)
        walk.typed.append(
          (walk.names.joined(separator: "."), BracketPath.text(Array(steps[...index]))))
        continue
      }
      // `presented` is an action's wrapper only: the state reaches the child without it.
      if component != "presented" || !walk.level.contains(where: { $0.name == "dismiss" }) {
        stateSteps.append(step)
      }
      if index + 1 < steps.count, steps[index + 1].isElement {
        let (skipped, beside) = walk.level.beside(field: component)
        walk.names += skipped
        collection = (component, beside)
        continue
      }
      walk.names.append(component)
      walk.level = walk.level.first { $0.name == component }?.children ?? []
    }
    if let (field, _) = collection {
      walk.names.append(field)
      walk.level = []
    }
    return walk
  }

  /// The elements at the state path `here`, for a path that picks one with `step`.
  private func elements(at here: String, for step: BracketPath.Step) throws(ShellError)
    -> any NavigationElements
  {
    let value = try StatePath.value(at: here, in: host.state)
    guard let elements = StatePath.unwrap(value) as? NavigationElements else {
      throw ShellError("\(here) holds no elements to pick with \(BracketPath.text([step]))")
    }
    return elements
  }

  /// The id, as its type's literal, of the element `step` names among `elements` (at the state
  /// path `here`); one error line when it is not there.
  private func elementID(
    _ step: BracketPath.Step, in elements: any NavigationElements, at here: String
  ) throws(ShellError) -> String {
    let position = try ElementLookup.position(step, in: elements, here: here)
    return ElementIDText.literal(elements.navigationIDValues[position])
  }

  /// `label=id` as one word, read as the command line reads it (a quoted id stays text).
  private static func labeledWord(_ label: String, _ id: String) throws(ShellError) -> Word {
    let words = try Lexer.words(id)
    guard words.count == 1, let word = words.first else {
      throw ShellError("'\(ShellError.shown(id))' is not one id: write rows[id: 3]")
    }
    return Word(
      label + "=" + word.text, quoteOffset: word.quoteOffset.map { $0 + label.count + 1 },
      equalsOffset: label.count)
  }

  /// The label the catalog gave an element case's id (`elementID`).
  private static func elementIDLabel(_ element: ActionDescription) -> String? {
    if !element.isChild { return element.parameters.first?.label }
    for child in element.children {
      if let label = elementIDLabel(child) { return label }
    }
    return nil
  }
}

extension [ActionDescription] {
  /// The cases a field of the state reached here sits beside: those inside `presented` when
  /// these are a presentation's and have no case of the field's name (the state reaches the
  /// child without `presented`, as TCA's case key paths skip it), with the names skipped.
  func beside(field: String) -> (skipped: [String], level: [ActionDescription]) {
    guard !contains(where: { $0.name == field }), contains(where: { $0.name == "dismiss" }),
      let presented = first(where: { $0.name == "presented" })
    else { return ([], self) }
    return (["presented"], presented.children)
  }
}

extension BracketPath.Step {
  /// Whether the step picks an element (`[1]`, `[id: 3]`) rather than naming a field or case.
  var isElement: Bool {
    if case .name = self { return false }
    return true
  }
}
