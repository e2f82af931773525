/// A stage of MyBiz as the shared characterization suites reach it: their only way into its code.
///
/// The suites drive the app as a user would and read what the server
/// received; what they cannot see on screen or at the server, they ask a
/// stage for, through this protocol. Each chapter has one adapter,
/// `Chapters/chapterN/Tests/StageUnderTest.swift`, that conforms its stages to
/// it, so a suite file names no stage and compiles unchanged against every
/// stage it guards. A refactoring that moves what the adapter reaches changes
/// the adapter, never a suite.
public protocol MyBizStage {
    /// Launches the stage's app as a user opens it, replacing any earlier launch.
    static func launch() -> MyBizApp

    /// MyBiz's email rule (`Validators.isEmail`).
    static func isEmail(_ text: String) -> Bool

    /// MyBiz's password rule (`Validators.isValidPassword`).
    static func isValidPassword(_ text: String) -> Bool
}
