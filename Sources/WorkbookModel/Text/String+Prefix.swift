/// Paths and names without a known beginning: "Chapters/chapter1" → "chapter1".
extension String {
    /// The string without `prefix` when it starts with it; else the string as it is.
    func dropPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
