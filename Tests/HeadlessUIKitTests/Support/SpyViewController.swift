import HeadlessUIKit

/// A controller that records its lifecycle and appearance calls as "<name>.<call>".
final class SpyViewController: UIViewController {
    let name: String
    private let log: EventLog

    /// The calls this controller received, in order.
    private(set) var calls: [String] = []

    init(_ name: String = "spy", log: EventLog = EventLog()) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented: SpyViewController is made in code")
    }

    override func loadView() {
        record("loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        record("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record("viewDidDisappear")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record(parent == nil ? "willMove(nil)" : "willMove(parent)")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record(parent == nil ? "didMove(nil)" : "didMove(parent)")
    }

    private func record(_ call: String) {
        calls.append(call)
        log.record("\(name).\(call)")
    }
}
