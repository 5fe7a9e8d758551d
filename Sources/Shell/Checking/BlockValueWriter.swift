import Composable
import Reflection

/// A block's assignment written into a value, as the assert closure of TCA's
/// `store.send(_:assert:)` mutates its copy of the state: through struct fields (their key
/// paths), optionals (a nil one changes nothing, as optional chaining), an array's index, a
/// stack's or an identified array's element by position or id, and an enum case's payload. The
/// result is a value of the same type, which custom-dump's differ compares with the actual one.
/// Nil where a step cannot be written this way: a `let` field, a class, a property wrapper
/// (`PresentationState`), a secret, or text that does not read as the slot's type.
enum BlockValueWriter {
  /// `root` with `text`, read as the type of the slot `components` reach, written there.
  static func write(_ text: String, at components: ArraySlice<String>, in root: Any) -> Any? {
    guard let first = components.first else {
      return try? TypedValue.read(text, as: type(of: root), like: root)
    }
    if root is SecretValue { return nil }
    let mirror = Mirror(reflecting: root)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return root }
      guard let written = write(text, at: components, in: wrapped),
        let optional = type(of: root) as? any OptionalWrapping.Type
      else { return nil }
      return optional.wrapping(written)
    }
    // A wrapper the dump looks through (`PresentationState`) is not rebuilt here.
    guard type(of: representedValue(root)) == type(of: root) else { return nil }
    let rest = components.dropFirst()
    if let elements = root as? NavigationElements {
      if rest.isEmpty, first.hasPrefix("[id: ") {
        // TCA's `subscript(id:)`: `= nil` removes the element, an id not there appends.
        let typed = String(first.dropFirst(5).dropLast())
        guard let id = ElementIDText.value(of: typed, type: elements.navigationIDType) else {
          return nil
        }
        if text.trimmingBlanks == "nil" {
          return elements.settingNavigationElement(id: id, to: nil)
        }
        guard let element = try? TypedValue.read(text, as: elements.navigationElementType) else {
          return nil
        }
        return elements.settingNavigationElement(id: id, to: element)
      }
      let position =
        first.hasPrefix("[id: ")
        ? ElementIDText.position(of: String(first.dropFirst(5).dropLast()), in: elements)
        : Int(first)
      guard let position, let element = elements.navigationElement(at: position),
        let written = write(text, at: rest, in: element)
      else { return nil }
      return elements.settingNavigationElement(
        id: elements.navigationIDValues[position], to: written)
    }
    if let array = root as? any IndexSetting, let index = Int(first) {
      guard let element = array.element(at: index),
        let written = write(text, at: rest, in: element)
      else { return nil }
      return array.setting(index, to: written)
    }
    if mirror.displayStyle == .enum {
      return writeCase(text, named: first, rest: rest, in: root)
    }
    if mirror.displayStyle == .struct {
      return writeField(text, named: first, rest: rest, in: root)
    }
    return nil
  }

  /// `detail` of `.detail(SyncUpDetail.State(…))`: the payload written into, the case rebuilt.
  private static func writeCase(
    _ text: String, named name: String, rest: ArraySlice<String>, in root: Any
  ) -> Any? {
    guard let child = Mirror(reflecting: root).children.first, child.label == name,
      let metadata = try? EnumMetadata.of(type(of: root)),
      let tag = metadata.cases.firstIndex(where: { $0.name == name }),
      let declared = metadata.cases[tag].payload.type
    else { return nil }
    // One labelled value (`element(id:action:)` aside) is a one-element tuple to the runtime.
    let single = TupleMetadata(declared).map { $0.elements.count == 1 } ?? false
    let wrapped = Mirror(reflecting: child.value)
    let payload: Any? =
      single && wrapped.displayStyle == .tuple ? wrapped.children.first?.value : child.value
    guard let payload, let written = write(text, at: rest, in: payload) else { return nil }
    return embed(single ? [written] as [Any] : written, tag: tag, of: metadata, like: root)
  }

  /// A struct's stored field by its shown name (`_alert` answers to `alert`), set through its
  /// writable key path.
  private static func writeField(
    _ text: String, named name: String, rest: ArraySlice<String>, in root: Any
  ) -> Any? {
    func open<Root>(_ root: Root) -> Any? {
      guard
        let field = fieldKeyPaths(of: Root.self).first(where: {
          $0.name == name || $0.name == "_" + name
        })
      else { return nil }
      guard let written = write(text, at: rest, in: root[keyPath: field.keyPath]) else {
        return nil
      }
      var copy = root
      return assign(written, to: field.keyPath, in: &copy) ? copy : nil
    }
    return open(root)
  }

  private static func assign<Root>(
    _ value: Any, to keyPath: PartialKeyPath<Root>, in root: inout Root
  ) -> Bool {
    func write<Value>(_: Value.Type) -> Bool {
      guard let writable = keyPath as? WritableKeyPath<Root, Value>, let value = value as? Value
      else { return false }
      root[keyPath: writable] = value
      return true
    }
    let valueType: Any.Type = type(of: keyPath).valueType
    return write(valueType)
  }

  /// The case `tag` of `like`'s enum type holding `payload` (a one-element tuple's as `[value]`).
  static func embed(_ payload: Any, tag: Int, of metadata: EnumMetadata, like: Any) -> Any? {
    func open<Root>(_: Root) -> Any? {
      let built: Root? = metadata.embed(tag: tag, payload: payload)
      return built
    }
    return open(like)
  }
}

/// An optional type rebuilt around a value of its wrapped type.
protocol OptionalWrapping {
  static func wrapping(_ value: Any) -> Any?
}

extension Optional: OptionalWrapping {
  static func wrapping(_ value: Any) -> Any? {
    (value as? Wrapped).map { Optional($0) as Any }
  }
}

/// An array read and set by index without knowing its element type.
protocol IndexSetting {
  func element(at index: Int) -> Any?
  func setting(_ index: Int, to element: Any) -> Any?
}

extension Array: IndexSetting {
  func element(at index: Int) -> Any? {
    indices.contains(index) ? self[index] : nil
  }

  func setting(_ index: Int, to element: Any) -> Any? {
    guard indices.contains(index), let element = element as? Element else { return nil }
    var copy = self
    copy[index] = element
    return copy
  }
}
