import TCAShell

await TCAShell.main(features: [
  Feature(
    Inventory(), name: "inventory",
    summary: "items with quantities, a filter, and an alert before clearing them",
    initialState: Inventory.State()),
  // The views: `.sheet(item:)` for `add` (the default), `.popover(item:)` for `duplicate`,
  // `.navigationDestination(item:)` for `edit`, `.fullScreenCover(item:)` for the scanner.
  Feature(
    Shelf(), name: "shelf",
    summary: "a shelf whose forms and scanner are a sheet, a popover, a pushed screen and a cover",
    initialState: Shelf.State(),
    presentationStyles: [
      "destination.duplicate": .popover,
      "destination.edit": .navigationDestination,
      "scanner": .fullScreenCover,
    ]),
])
