import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Login

/// ExpenseReport's client of the company's server: logs in as Login asks, then lists the user's expenses.
final class ExpensesAPI: LoginAPI {
    let server: String
    private(set) var session: Session?

    init(server: String) {
        self.server = server
    }

    func login(username: String, password: String, completion: @escaping (Result<String, Error>) -> Void) {
        var request = URLRequest(url: url(for: "api/users/login"))
        request.httpMethod = "POST"
        let credentials = Data("\(username):\(password)".utf8).base64EncodedString()
        request.addValue("Basic \(credentials)", forHTTPHeaderField: "Authorization")
        send(request) { (result: Result<Session, Error>) in
            completion(result.map { session in
                self.session = session
                return session.user.id.uuidString
            })
        }
    }

    /// The logged-in user's expenses, oldest first, as the server lists them.
    func getExpenses(completion: @escaping (Result<[Expense], Error>) -> Void) {
        var request = URLRequest(url: url(for: "api/expenses"))
        if let session {
            request.addValue("Bearer \(session.token)", forHTTPHeaderField: "Authorization")
        }
        send(request, completion: completion)
    }

    private func url(for path: String) -> URL {
        guard let url = URL(string: server + path) else {
            fatalError("Invalid server URL: \(server + path)")
        }
        return url
    }

    /// Sends a request on the shared session and reports the decoded value, or the server's error, on the main queue.
    private func send<Value: Decodable>(_ request: URLRequest, completion: @escaping (Result<Value, Error>) -> Void) {
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
            return .failure(try decoder.decode(ServerError.self, from: data))
        } catch {
            return .failure(error)
        }
    }
}
