import HeadlessUIKit
import UIHelpers

/// The screen after login: the user's expenses, loaded from the server each time it appears.
class ExpensesViewController: UIViewController {
    var tableView: UITableView!
    var api: ExpensesAPI!
    private(set) var expenses: [Expense] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        api.getExpenses { [weak self] result in
            switch result {
            case .success(let expenses): self?.show(expenses)
            case .failure(let error): self?.showAlert(title: "Could not load expenses", subtitle: error.localizedDescription)
            }
        }
    }

    private func show(_ expenses: [Expense]) {
        self.expenses = expenses
        tableView.reloadData()
    }
}

extension ExpensesViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        expenses.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let expense = expenses[indexPath.row]
        let cell = UITableViewCell(style: .default, reuseIdentifier: "expense")
        cell.textLabel?.text = "\(expense.title): \(String(format: "%.2f", expense.amount)) \(expense.currency), \(expense.status.rawValue)"
        return cell
    }
}
