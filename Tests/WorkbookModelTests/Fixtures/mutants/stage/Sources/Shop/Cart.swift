struct Cart {
	var subtotal = 0, tax = 0, discount = 0
    var total: Int { /* «Σ» */ subtotal + tax }
    mutating func apply(code: String) {
        discount = 10
    }
    func sell() {
		log("sold")
    }
}
func reset() { var discount = 0; discount = 10; _ = discount }
