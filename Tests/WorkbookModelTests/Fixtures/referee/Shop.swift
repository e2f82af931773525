/// A tiny app with the couplings the referee's tests look for.
class AppDelegate {
    static var configuration = Configuration(server: "http://example.test/")
    static let shared = AppDelegate()
    var api = API(server: "http://example.test/")
    var userId: String?
}

struct Configuration {
    let server: String
}

protocol APIDelegate: AnyObject {
    func loginSucceeded()
}

protocol APIProviding {
    var sharedAPI: API { get }
}

extension AppDelegate: APIProviding {
    var sharedAPI: API { api }
}

enum Logger {
    static func log(_ message: String) {
        if AppDelegate.configuration.server.isEmpty { print(message) }
    }
}

class API {
    let server: String
    weak var delegate: APIDelegate?
    var onLogout: (() -> Void)?

    init(server: String) {
        self.server = server
    }

    func login() {
        delegate?.loginSucceeded()
    }

    func logout() {
        Logger.log("logged out")
        onLogout?()
    }
}

class Screen {
    func refresh() {}
}

final class LoginScreen: Screen, APIDelegate {
    var api: API?
    let userIdPath = \AppDelegate.userId

    func signIn() {
        (api ?? provider()).login()
    }

    func provider() -> API {
        let provider: APIProviding = AppDelegate.shared
        return provider.sharedAPI
    }

    func loginSucceeded() {}

    override func refresh() {
        _ = Mirror(reflecting: self).children.count
    }
}

final class SettingsScreen: Screen {
    func show(_ screen: Screen) {
        screen.refresh()
    }
}

extension Int {
    var doubled: Int { self * 2 }
}
