/// printf's `%-Ns`: the text, then spaces up to N characters (never cut).
func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
