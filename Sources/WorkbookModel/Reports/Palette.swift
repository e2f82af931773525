/// The terminal's colours, or none: the scripts decide (a terminal, NO_COLOR, CLICOLOR_FORCE).
public struct Palette: Equatable, Sendable {
    public var bold, dim, green, red, yellow, reset: String

    /// No colour: every code empty.
    public static let plain = Palette(bold: "", dim: "", green: "", red: "", yellow: "", reset: "")
    /// ANSI colours, as Scripts/tests/lib/colour.sh sets them.
    public static let ansi = Palette(bold: "\u{1B}[1m", dim: "\u{1B}[2m", green: "\u{1B}[32m", red: "\u{1B}[31m",
                                     yellow: "\u{1B}[33m", reset: "\u{1B}[0m")

    /// The colour of a tone.
    public func colour(_ tone: Tone) -> String {
        switch tone {
        case .good: green
        case .wrong: red
        case .pending: yellow
        case .quiet: dim
        }
    }

    /// A verdict's label in its colour.
    public func paint(_ verdict: StageVerdict) -> String {
        colour(verdict.tone) + verdict.label + reset
    }
}
