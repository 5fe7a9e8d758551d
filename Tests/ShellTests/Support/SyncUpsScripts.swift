/// The sync-ups steps the navigation tests start from, written once.
enum SyncUpsScripts {
  /// A sync-up added and its detail pushed as path element #0.
  static let detailPushed = """
    send syncUpsList.addSyncUpButtonTapped
    send syncUpsList.confirmAddButtonTapped
    send syncUpsList.syncUpTapped id=0
    """

  /// The same with a one-minute meeting (a meeting then ends after one `advance 60s`).
  static let oneMinuteDetailPushed = """
    send syncUpsList.addSyncUpButtonTapped
    send syncUpsList.addSyncUp.presented.setMinutes 1
    send syncUpsList.confirmAddButtonTapped
    send syncUpsList.syncUpTapped id=0
    """
}
