final class API {
    static let shared = API()
}
