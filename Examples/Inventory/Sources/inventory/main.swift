import TCAShell

await TCAShell.main(features: [
  Feature(Inventory(), name: "inventory", initialState: Inventory.State()),
  // The views: `.sheet(item:)` for `add` (the default), `.popover(item:)` for `duplicate`,
  // `.navigationDestination(item:)` for `edit`, `.fullScreenCover(item:)` for the scanner.
  Feature(
    Shelf(), name: "shelf", initialState: Shelf.State(),
    presentationStyles: [
      "destination.duplicate": .popover,
      "destination.edit": .navigationDestination,
      "scanner": .fullScreenCover,
    ]),
])
