import Composable
import Shell

// libFuzzer entry point: a `send` line is parsed, and its action resolved against a feature with
// every kind of case (none, unlabeled and labeled values of each type, child actions, an
// optional, a secret); each input must resolve or fail with one message, never crash.

enum Sample: Sendable {
  case plain
  case text(String)
  case number(Int)
  case flag(Bool)
  case ratio(Double)
  case login(email: String, password: Redacted<String>)
  case rename(first: String, last: String?)
  case child(Child)

  enum Child: Sendable {
    case confirm
    case pick(Int)
    case nested(Grandchild)
  }

  enum Grandchild: Sendable { case deep }
}

let grandchildCases: [ActionCase<Sample.Grandchild>] = [.case("deep", .deep)]
let childCases: [ActionCase<Sample.Child>] = [
  .case("confirm", .confirm),
  .case("pick", .value) { .pick($0) },
  .child("nested", grandchildCases) { .nested($0) },
]
let sampleCases: [ActionCase<Sample>] = [
  .case("plain", .plain),
  .case("text", .value) { .text($0) },
  .case("number", .value) { .number($0) },
  .case("flag", .value) { .flag($0) },
  .case("ratio", .value) { .ratio($0) },
  .case("login", .labeled("email"), Parameter<Redacted<String>>.labeled("password")) {
    .login(email: $0, password: $1)
  },
  .case("rename", .labeled("first"), .labeled("last")) { .rename(first: $0, last: $1) },
  .child("child", childCases) { .child($0) },
]
let descriptions = sampleCases.map(ActionDescription.init)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzActions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    guard case .send(let name, let arguments)? = try Command.parse("send " + line) else {
      return 0
    }
    let resolved = try ActionResolver.resolve(
      name: name, arguments: arguments, in: descriptions, feature: "sample")
    precondition(resolved.values.count == resolved.description.parameters.count)
    // Building the action from what was resolved must not trap either.
    var level = sampleCases
    var found: ActionCase<Sample>?
    for component in resolved.path {
      found = level.first { $0.name == component }
      level = found?.children ?? []
    }
    _ = try? found?.action(resolved.values)
  } catch {
    precondition(!error.message.isEmpty)
  }
  return 0
}
