/// The rules the login screen checks before it calls the server.
enum Validators {
    /// Whether a string looks like an email address.
    static func isEmail(_ string: String) -> Bool {
        string.contains("@")
    }

    /// Whether a string is acceptable as a password: longer than two characters, with an uppercase letter.
    static func isValidPassword(_ string: String) -> Bool {
        string.count > 2 && string != string.lowercased()
    }
}
