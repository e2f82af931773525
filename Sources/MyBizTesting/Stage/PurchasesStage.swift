/// A stage whose purchases tab the suites can ask to submit an order, as an order form would (chapters 10 on).
///
/// MyBiz's purchases screen has had `submit(_:)` since its first release, and
/// no screen that calls it: until chapter 10 a user has no way to order. What
/// an order does (its total against the expense limit, the alert over it, the
/// request within it) is still the screen's behaviour, so the purchases suite
/// hands the screen an order the way a form would, and then reads what the
/// user sees and what the server receives.
public protocol PurchasesStage: MyBizStage {
    /// Asks the purchases tab the user is looking at to submit an order of these lines (a product's id and how many), with a comment.
    ///
    /// Throws when the purchases tab is not the screen on top.
    static func submitOrder(comment: String, lines: [OrderLine]) throws
}
