/// A value whose dump leaves out fields that hold nothing (an alert's empty `actions`, its nil
/// `message`), as custom-dump prints TCA's alerts. Lists those fields under the names the dump
/// gives them when they are there, so that a path written from one dump (`alert.actions[0]`)
/// reads `[]` or nil from another rather than "no field".
public protocol OmittedDumpFields {
  /// Every field the dump may leave out, with its value now (empty or nil when left out).
  var omittableDumpFields: [(label: String?, value: Any)] { get }
}

extension AlertState: OmittedDumpFields {
  public var omittableDumpFields: [(label: String?, value: Any)] {
    [("actions", buttons), ("message", message as Any)]
  }
}

extension ConfirmationDialogState: OmittedDumpFields {
  public var omittableDumpFields: [(label: String?, value: Any)] {
    [("titleVisibility", titleVisibility), ("actions", buttons), ("message", message as Any)]
  }
}
