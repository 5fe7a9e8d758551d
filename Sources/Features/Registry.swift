import Composable

/// Every feature the shell offers, in the order `features` lists them. Adding a feature is one
/// reducer and one entry here.
public let allFeatures: [Feature] = [
  Feature(
    name: "counter", summary: "a count that goes up and down (seed 003)",
    initialState: { Counter.State() }, reducer: { Counter() }, actions: Counter.Action.cases)
]
