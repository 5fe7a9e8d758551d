/// The large state of the dump and diff benchmark: 10,000 rows of a few fields each, the shape
/// of a list feature.
struct LargeState: Equatable {
  struct Row: Equatable {
    var id: Int
    var title: String
    var isDone: Bool
    var priority: Double
  }

  var rows: [Row]
  var filter: String

  static func make(count: Int) -> LargeState {
    LargeState(
      rows: (0..<count).map {
        Row(id: $0, title: "Item \($0)", isDone: $0 % 3 == 0, priority: 1.5)
      },
      filter: "all")
  }
}

/// The one-field struct of the small dump and diff benchmark.
struct SmallState: Equatable {
  var count: Int
}
