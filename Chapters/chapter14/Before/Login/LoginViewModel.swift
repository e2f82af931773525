import Foundation
import UIHelpers

/// Decides what signing in does: it checks the input, asks the API to log in, and chooses the alert the user sees and what Try Again does; its router shows them.
///
/// Who logged in is the app's news: the view model hands the user's id to
/// `onLogin`, and the app decides what comes next.
final class LoginViewModel {
    private let api: LoginAPI
    private let router: RouterProtocol
    private let logger: LoggingManager
    private let onLogin: (String) -> Void
    /// What the last login sent, for Try Again.
    private var credentials: (email: String, password: String)?

    init(api: LoginAPI, router: RouterProtocol, logger: LoggingManager, onLogin: @escaping (String) -> Void = { _ in }) {
        self.api = api
        self.router = router
        self.logger = logger
        self.onLogin = onLogin
    }

    func login(email: String, password: String) {
        guard Validators.isEmail(email), Validators.isValidPassword(password) else {
            router.alertWithAction(title: "Invalid Username or Password", message: "Check the username or password", alertStyle: nil, actions: [])
            return
        }
        logger.logEvent("login")
        credentials = (email, password)
        api.login(username: email, password: password) { [weak self] result in
            switch result {
            case .success(let userId): self?.onLogin(userId)
            case .failure(let error): self?.loginFailed(error: error)
            }
        }
    }

    private func tryAgain() {
        guard let credentials else { return }
        login(email: credentials.email, password: credentials.password)
    }

    private func loginFailed(error: Error) {
        let tryAgain = AlertAction(title: "Try Again") { [weak self] in
            self?.tryAgain()
        }
        router.alertWithAction(title: "Login Failed", message: error.localizedDescription, alertStyle: .loginAlert, actions: [tryAgain])
    }
}
