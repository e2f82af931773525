import Foundation

extension String {
    /// A file's text, a byte that is not UTF-8 shown as U+FFFD (a log, a name from git: one
    /// bad byte never makes the whole text unreadable); empty when the file cannot be read.
    init(lossyContentsOf url: URL) {
        self.init(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
    }
}
