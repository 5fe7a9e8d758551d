/// TCA's `@Presents`: `@Presents var destination: Destination.State?` keeps the value in
/// `_destination`, a ``PresentationState``, exactly as `@PresentationState` does (dumps print
/// `_destination:`, the shell `destination`), and `$destination` is that `PresentationState` for
/// `ifLet(\.$destination, action: \.destination)`. The memberwise initialiser takes
/// `destination:`. Anything but one stored optional `var` is one error saying what to write.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() = #externalMacro(module: "ComposableMacros", type: "PresentsMacro")
