// `import UIKit` brings Foundation with it (CGFloat, IndexPath, URL…), so code
// written against UIKit compiles unchanged against HeadlessUIKit.
@_exported import Foundation
