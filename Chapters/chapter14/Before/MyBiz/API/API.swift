import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Login

/// The MyBiz server's client: logs in, then loads and submits the company's data.
class API: LoginAPI {
    weak var delegate: APIDelegate?
    var token: Token?
    let server: String

    init(server: String) {
        self.server = server
    }

    // MARK: - Session

    func login(username: String, password: String, completion: @escaping (Result<String, Error>) -> Void) {
        var request = URLRequest(url: url(for: "api/users/login"))
        request.httpMethod = "POST"
        let credentials = Data("\(username):\(password)".utf8).base64EncodedString()
        request.addValue("Basic \(credentials)", forHTTPHeaderField: "Authorization")
        send(request) { (result: Result<Token, Error>) in
            switch result {
            case .success(let token):
                self.handleToken(token: token)
                completion(.success(token.user.id.uuidString))
            case .failure(let error):
                completion(.failure(error))
            }
        }
    }

    func handleToken(token: Token) {
        self.token = token
        Logger.logDebug("user \(token.user.id)")
        NotificationCenter.default.post(name: userLoggedInNotification, object: self, userInfo: [UserNotificationKey.userId: token.user.id.uuidString])
    }

    func logout() {
        token = nil
        delegate = nil
        NotificationCenter.default.post(name: userLoggedOutNotification, object: self)
    }

    // MARK: - Data

    func getAnnouncements() {
        get("api/announcements") { (result: Result<[Announcement], Error>) in
            switch result {
            case .success(let announcements): self.delegate?.announcementsLoaded(announcements: announcements)
            case .failure(let error): self.delegate?.announcementsFailed(error: error)
            }
        }
    }

    func getOrgChart() {
        get("api/employees") { (result: Result<[Employee], Error>) in
            switch result {
            case .success(let employees): self.delegate?.orgChartLoaded(employees: employees)
            case .failure(let error): self.delegate?.orgChartFailed(error: error)
            }
        }
    }

    func getEvents() {
        get("api/events") { (result: Result<[Event], Error>) in
            switch result {
            case .success(let events): self.delegate?.eventsLoaded(events: events)
            case .failure(let error): self.delegate?.eventsFailed(error: error)
            }
        }
    }

    func getProducts() {
        get("api/products") { (result: Result<[Product], Error>) in
            switch result {
            case .success(let products): self.delegate?.productsLoaded(products: products)
            case .failure(let error): self.delegate?.productsFailed(error: error)
            }
        }
    }

    func getPurchaseOrders() {
        get("api/purchases") { (result: Result<[PurchaseOrder], Error>) in
            switch result {
            case .success(let purchases): self.delegate?.purchasesLoaded(purchases: purchases)
            case .failure(let error): self.delegate?.purchasesFailed(error: error)
            }
        }
    }

    func getUserInfo() {
        get("api/users/me") { (result: Result<UserInfo, Error>) in
            switch result {
            case .success(let user): self.delegate?.userLoaded(user: user)
            case .failure(let error): self.delegate?.userFailed(error: error)
            }
        }
    }

    func submitPO(po: PurchaseOrder) {
        var request = authorizedRequest(for: "api/purchases")
        request.httpMethod = "POST"
        request.addValue("application/json", forHTTPHeaderField: "Content-Type")
        do {
            request.httpBody = try JSONEncoder().encode(po)
        } catch {
            delegate?.purchaseOrderFailed(error: error)
            return
        }
        send(request) { (result: Result<PurchaseOrder, Error>) in
            switch result {
            case .success(let purchaseOrder): self.delegate?.purchaseOrderSubmitted(purchaseOrder: purchaseOrder)
            case .failure(let error): self.delegate?.purchaseOrderFailed(error: error)
            }
        }
    }

    // MARK: - Plumbing

    private func url(for path: String) -> URL {
        guard let url = URL(string: server + path) else {
            fatalError("Invalid server URL: \(server + path)")
        }
        return url
    }

    private func authorizedRequest(for path: String) -> URLRequest {
        var request = URLRequest(url: url(for: path))
        if let token {
            request.addValue("Bearer \(token.token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    private func get<Value: Decodable>(_ path: String, completion: @escaping (Result<Value, Error>) -> Void) {
        send(authorizedRequest(for: path), completion: completion)
    }

    /// Sends a request on the shared session and reports the decoded value, or the server's error, on the main queue.
    private func send<Value: Decodable>(_ request: URLRequest, completion: @escaping (Result<Value, Error>) -> Void) {
        Logger.logDebug("\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "")")
        let task = URLSession.shared.dataTask(with: request) { data, _, error in
            let result = Self.decode(Value.self, data: data, error: error)
            DispatchQueue.main.async {
                completion(result)
            }
        }
        task.resume()
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, data: Data?, error: Error?) -> Result<Value, Error> {
        guard let data else {
            return .failure(error ?? URLError(.badServerResponse))
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let value = try? decoder.decode(Value.self, from: data) {
            return .success(value)
        }
        do {
            return .failure(try decoder.decode(APIError.self, from: data))
        } catch {
            return .failure(error)
        }
    }
}
