import Foundation

/// Decides what signing in does: it checks the input, asks the API to log in, and chooses the alert the user sees and what Try Again does; its router shows them.
final class LoginViewModel {
    private let api: API
    private let router: RouterProtocol
    private let logger: LoggingManager
    /// What the last login sent, for Try Again.
    private var credentials: (email: String, password: String)?

    init(api: API, router: RouterProtocol, logger: LoggingManager = LogManager()) {
        self.api = api
        self.router = router
        self.logger = logger
    }

    func login(email: String, password: String) {
        guard Validators.isEmail(email), Validators.isValidPassword(password) else {
            router.alertWithAction(title: "Invalid Username or Password", message: "Check the username or password", alertStyle: nil, actions: [])
            return
        }
        logger.logEvent("login")
        credentials = (email, password)
        api.delegate = self
        api.login(username: email, password: password)
    }

    private func tryAgain() {
        guard let credentials else { return }
        login(email: credentials.email, password: credentials.password)
    }
}

extension LoginViewModel: APIDelegate {
    func loginFailed(error: Error) {
        let tryAgain = AlertAction(title: "Try Again") { [weak self] in
            self?.tryAgain()
        }
        router.alertWithAction(title: "Login Failed", message: error.localizedDescription, alertStyle: .loginAlert, actions: [tryAgain])
    }

    // The API announces a login (userLoggedInNotification); the AppDelegate is the one that reacts.
    func loginSucceeded(userId: String) {}

    func announcementsFailed(error: Error) {}
    func announcementsLoaded(announcements: [Announcement]) {}
    func orgChartFailed(error: Error) {}
    func orgChartLoaded(employees: [Employee]) {}
    func eventsFailed(error: Error) {}
    func eventsLoaded(events: [Event]) {}
    func productsFailed(error: Error) {}
    func productsLoaded(products: [Product]) {}
    func purchasesFailed(error: Error) {}
    func purchasesLoaded(purchases: [PurchaseOrder]) {}
    func purchaseOrderFailed(error: Error) {}
    func purchaseOrderSubmitted(purchaseOrder: PurchaseOrder) {}
    func userFailed(error: Error) {}
    func userLoaded(user: UserInfo) {}
}
