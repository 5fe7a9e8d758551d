/// `features`: the registered features, the current one starred.
struct FeaturesCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    group: .basics,
    name: "features", usage: "features", summary: "list the registered features",
    example: "features")
  static let pagesLongOutput = true

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    let features = session.features
    let width = features.map(\.name.count).max() ?? 0
    let columns = session.configuration.outputWidth()
    session.renderer.text(
      features.flatMap { feature in
        let mark = feature.name == session.current.name ? "*" : " "
        return TextWrap.lines(
          "\(mark) \(feature.name.padding(width))  \(feature.summary)", width: columns,
          indent: width + 4)
      }.joined(separator: "\n"))
    return .done(.ok)
  }
}
