/// Where a screen asks to go: what a fake router records and a test compares.
enum RoutingAction: Equatable {
    case showOrder(id: Int)
    case showHelp
}
