import Foundation
import Synchronization

/// The name custom-dump prints for a type.
///
/// Matches swift-custom-dump's `typeName`: the module prefix is dropped, generic argument lists
/// are removed and the nesting path is kept. Local and private types lose their
/// `(unknown context at $…)` / `(Name in _…)` decorations.
///
/// ```swift
/// typeName(Counter.State.self)                   // "Counter.State"
/// typeName(AlertState<Alerts.Action>.self)       // "AlertState"
/// typeName(Optional<Int>.self)                   // "Optional"
/// ```
///
/// One difference from custom-dump: generic lists are removed by bracket matching rather than a
/// greedy pattern, so `Outer<Int>.Inner<String>` prints `Outer.Inner` instead of `Outer`.
public func typeName(_ type: Any.Type) -> String {
  let key = ObjectIdentifier(type)
  if let cached = typeNameCache.withLock({ $0[key] }) { return cached }
  let name = cleanTypeName(_typeName(type, qualified: true))
  typeNameCache.withLock { $0[key] = name }
  return name
}

// Cleaning a name walks its characters, which would dominate the cost of dumping small values;
// types are few, so the results are kept for the life of the process.
private let typeNameCache = Mutex<[ObjectIdentifier: String]>([:])

/// Cleans a fully qualified runtime type name (see ``typeName(_:)``).
package func cleanTypeName(_ qualified: String) -> String {
  let withoutDecorations = removeGenericsAndContexts(qualified)
  return stripModulePrefixes(withoutDecorations)
}

private func removeGenericsAndContexts(_ name: String) -> String {
  let chars = Array(name.unicodeScalars)
  var result = String.UnicodeScalarView()
  var depth = 0
  var i = 0
  while i < chars.count {
    let c = chars[i]
    if c == "<" {
      depth += 1
    } else if c == ">" && depth > 0 && !(i > 0 && chars[i - 1] == "-") {
      depth -= 1
    } else if depth > 0 {
      // Inside a generic argument list: dropped.
    } else if c == "(", let close = matchingParen(chars, from: i) {
      let inner = String(String.UnicodeScalarView(chars[(i + 1)..<close]))
      if inner.hasPrefix("unknown context at ") {
        // The context is followed by the `.` that joined it to the next component.
        i = close + 1
        if i < chars.count && chars[i] == "." { i += 1 }
        continue
      }
      if let range = inner.range(of: " in _"), !inner.contains("(") {
        result.append(contentsOf: inner[..<range.lowerBound].unicodeScalars)
        i = close + 1
        continue
      }
      result.append(c)
    } else {
      result.append(c)
    }
    i += 1
  }
  return String(result)
}

private func matchingParen(_ chars: [Unicode.Scalar], from start: Int) -> Int? {
  var depth = 0
  for j in start..<chars.count {
    if chars[j] == "(" { depth += 1 }
    if chars[j] == ")" {
      depth -= 1
      if depth == 0 { return j }
    }
  }
  return nil
}

// Every dotted path in the name (a tuple or function type holds several) starts with its module.
private func stripModulePrefixes(_ name: String) -> String {
  var result = ""
  result.reserveCapacity(name.utf8.count)
  var path = Substring()
  var pathStart = name.startIndex
  var inPath = false

  func flush(upTo end: String.Index) {
    guard inPath else { return }
    path = name[pathStart..<end]
    if let dot = path.firstIndex(of: "."), dot != path.startIndex {
      result += path[path.index(after: dot)...]
    } else {
      result += path
    }
    inPath = false
  }

  var index = name.startIndex
  while index < name.endIndex {
    let c = name[index]
    if c.isLetter || c.isNumber || c == "_" || c == "$" || c == "." {
      if !inPath {
        inPath = true
        pathStart = index
      }
    } else {
      flush(upTo: index)
      result.append(c)
    }
    index = name.index(after: index)
  }
  flush(upTo: name.endIndex)
  return result
}
