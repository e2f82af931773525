extension String {
    /// The string as one word of a POSIX shell (bash 3.2, dash, zsh) that `eval` reads back
    /// unchanged: in single quotes, where nothing expands, with each single quote written as
    /// `'\''` (close, an escaped quote, open again). Line breaks, `$`, backquotes, `\` and
    /// spaces stay as they are. The empty string is `''`.
    public var shellQuoted: String {
        "'" + replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
