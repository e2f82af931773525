import Foundation
@testable import WorkbookModel

/// The module `Shop` (Fixtures/referee): its SIL and its names as the compiler and the demangler print them.
enum ShopFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/referee")

    static func text(_ name: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    static let sil = SILText.parse(text("shop.sil"), module: "Shop")
    static let symbols = DemangleNode.parseTrees(text("shop.trees")).compactMapValues(Symbol.init(tree:))
    static let code = StageCode(graph: CallGraph(sil: [sil], symbols: symbols, visibility: ["Shop": ["Shop"]]), modules: ["Shop"])
}
