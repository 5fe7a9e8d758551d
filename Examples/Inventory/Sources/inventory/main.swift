import TCAShell

await TCAShell.main(features: [
  Feature(Inventory(), name: "inventory", initialState: Inventory.State())
])
