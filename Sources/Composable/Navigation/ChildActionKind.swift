/// Marks the action types through which a parent reaches a child feature that can be presented
/// or pushed (`PresentationAction`, `StackAction`, `IdentifiedAction`), so that a host can tell
/// from an `Action` type alone whether its state can ever hold presented children.
package protocol ChildActionKind {}

extension PresentationAction: ChildActionKind {}
extension StackAction: ChildActionKind {}
extension IdentifiedAction: ChildActionKind {}
