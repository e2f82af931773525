protocol Greeter { func greet() -> String }
struct Polite: Greeter { func greet() -> String { "hello" } }
func welcome(by greeter: Greeter = Polite()) -> String { greeter.greet() }