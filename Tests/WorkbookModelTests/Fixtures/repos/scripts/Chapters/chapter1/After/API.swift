final class API {
    init(server: String) {}
}
