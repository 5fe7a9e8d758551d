import Composable

// The cases a user may send by name at the shell, written by hand until catalogs are read
// from the Action types. Delegate actions and timer ticks are left out: the screens send them.

extension SyncUpForm.Action {
  public static let cases: [ActionCase<Self>] = [
    .case("addAttendeeButtonTapped", .addAttendeeButtonTapped),
    .case("removeAttendee", .labeled("id")) { .removeAttendee(id: $0) },
    .case("setAttendeeName", .labeled("id"), .labeled("name")) {
      .setAttendeeName(id: $0, name: $1)
    },
    .case("setMinutes", .value) { .setMinutes($0) },
    .case("setTitle", .value) { .setTitle($0) },
  ]
}

extension SyncUpDetail.Action {
  public static let cases: [ActionCase<Self>] = [
    .case("cancelEditButtonTapped", .cancelEditButtonTapped),
    .case("deleteButtonTapped", .deleteButtonTapped),
    .child(
      "destination",
      [
        .case("dismiss", .dismiss),
        .child(
          "presented",
          [
            .child("alert", [.case("confirmButtonTapped", .confirmButtonTapped)]) { .alert($0) },
            .child("edit", SyncUpForm.Action.cases) { .edit($0) },
          ]
        ) { .presented($0) },
      ]
    ) { .destination($0) },
    .case("doneEditingButtonTapped", .doneEditingButtonTapped),
    .case("editButtonTapped", .editButtonTapped),
    .case("startMeetingButtonTapped", .startMeetingButtonTapped),
  ]
}

extension RecordMeeting.Action {
  public static let cases: [ActionCase<Self>] = [
    .child(
      "alert",
      [
        .case("dismiss", .dismiss),
        .child(
          "presented",
          [
            .case("confirmDiscard", .confirmDiscard),
            .case("confirmSave", .confirmSave),
          ]
        ) { .presented($0) },
      ]
    ) { .alert($0) },
    .case("endMeetingButtonTapped", .endMeetingButtonTapped),
    .case("nextButtonTapped", .nextButtonTapped),
  ]
}

extension SyncUpsList.Action {
  public static let cases: [ActionCase<Self>] = [
    .child(
      "addSyncUp",
      [
        .case("dismiss", .dismiss),
        .child("presented", SyncUpForm.Action.cases) { .presented($0) },
      ]
    ) { .addSyncUp($0) },
    .case("addSyncUpButtonTapped", .addSyncUpButtonTapped),
    .case("confirmAddButtonTapped", .confirmAddButtonTapped),
    .case("discardButtonTapped", .discardButtonTapped),
    .case("syncUpTapped", .labeled("id")) { .syncUpTapped(id: $0) },
  ]
}

extension SyncUpsApp.Action {
  public static let cases: [ActionCase<Self>] = [
    .child(
      "path",
      [
        .element(
          idLabel: "pathID",
          [
            .child("detail", SyncUpDetail.Action.cases) { .detail($0) },
            .child("meeting", RecordMeeting.Action.cases) { .meeting($0) },
          ]
        ) { .element(id: $0, action: $1) },
        .case("popFrom", .labeled("id")) { .popFrom(id: $0) },
      ]
    ) { .path($0) },
    .child("syncUpsList", SyncUpsList.Action.cases) { .syncUpsList($0) },
  ]
}
