import HeadlessUIKit

extension UIApplication {
    static var appDelegate: AppDelegate {
        // swiftlint:disable:next force_cast
        UIApplication.shared.delegate as! AppDelegate
    }
}
