import Foundation

/// The coder a storyboard hands to a creator: it names the scene and holds nothing to decode.
///
/// HeadlessUIKit's storyboards are declared in Swift, not archived, so
/// `init?(coder:)` has nothing to read; the storyboard sets the controller up
/// after it is created. Keyed decoding answers "no value" for every key.
final class StoryboardSceneCoder: NSCoder {
    /// The identifier of the scene being instantiated.
    let identifier: String

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool { false }

    override func decodeObject(forKey key: String) -> Any? { nil }
}
