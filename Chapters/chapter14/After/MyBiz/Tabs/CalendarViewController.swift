import HeadlessUIKit
import UIHelpers

/// The calendar tab: the company's upcoming events (today's and later), today's marked.
class CalendarViewController: UIViewController {
    var tableView: UITableView!
    private(set) var events: [Event] = []

    var api: API {
        UIApplication.appDelegate.api
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        api.delegate = self
        api.getEvents()
    }

    /// The time now: the clock, unless a test overrides it. The one place the calendar reads the clock.
    func now() -> Date {
        Date()
    }

    /// The events on the day of `now` or later, in the order given: those of an earlier day are past.
    func upcomingEvents(_ events: [Event], now: Date) -> [Event] {
        let today = Calendar.current.startOfDay(for: now)
        return events.filter { $0.date >= today }
    }

    /// Whether an event is on the day of `now`.
    func isToday(_ event: Event, now: Date) -> Bool {
        Calendar.current.isDate(event.date, inSameDayAs: now)
    }
}

extension CalendarViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        events.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let event = events[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "event")
        cell.textLabel?.text = event.name
        cell.detailTextLabel?.text = isToday(event, now: now()) ? "Today · \(event.type.rawValue)" : event.type.rawValue
        return cell
    }
}

extension CalendarViewController: APIDelegate {
    func eventsFailed(error: Error) {
        showAlert(title: "Could not load events", subtitle: error.localizedDescription)
    }

    func eventsLoaded(events: [Event]) {
        self.events = upcomingEvents(events, now: now())
        tableView.reloadData()
    }

    func orgChartFailed(error: Error) {}
    func orgChartLoaded(employees: [Employee]) {}
    func productsFailed(error: Error) {}
    func productsLoaded(products: [Product]) {}
    func purchasesFailed(error: Error) {}
    func purchasesLoaded(purchases: [PurchaseOrder]) {}
    func purchaseOrderFailed(error: Error) {}
    func purchaseOrderSubmitted(purchaseOrder: PurchaseOrder) {}
    func userFailed(error: Error) {}
    func userLoaded(user: UserInfo) {}
}
