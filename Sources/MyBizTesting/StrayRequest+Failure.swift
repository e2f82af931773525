import MyBizBackend

extension StrayRequest {
    /// Why a test fails when the app sent requests past the in-process backend, and what to do; `nil` when it sent none.
    public static func failureMessage(for strays: [StrayRequest]) -> String? {
        guard !strays.isEmpty else { return nil }
        let count = strays.count == 1 ? "1 request" : "\(strays.count) requests"
        return "The app sent \(count) past the in-process backend, on a URLSession it made itself:\n"
            + strays.map { "  \($0)\n" }.joined()
            + "The backend answers URLSession.shared only, so each failed at once (502, \"missed the in-process backend\"). "
            + "Send them on URLSession.shared; where the app is handed a session, hand it URLSession.shared."
    }
}
