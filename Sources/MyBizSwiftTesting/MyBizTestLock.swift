/// One test at a time: the app and its server are one per process.
///
/// Swift Testing runs tests in parallel, and `@MainActor` tests interleave
/// at every `await`: without this, one test's wait would let another launch
/// the app under it. Waiters are let in in the order they came.
actor MyBizTestLock {
    static let shared = MyBizTestLock()

    private var isHeld = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        if !isHeld {
            isHeld = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            isHeld = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
