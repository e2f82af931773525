import Foundation

extension BackendState {
    /// Decides how to answer a request that has already been logged: faults first, then its route.
    mutating func reply(to request: RecordedRequest) -> BackendReply {
        let faults = injections.filter { $0.applies(to: request.route) }.map(\.fault)
        // A fault replaces the route's answer entirely, so a faulted request has no side
        // effects (no token issued, no purchase stored); the last one injected wins.
        let outcome = faults.compactMap(\.outcome).last ?? .response(respond(to: request))
        return BackendReply(delay: faults.map(\.delay).reduce(0, +), outcome: outcome)
    }

    /// The answer of the route a request addresses, as a healthy server gives it.
    mutating func respond(to request: RecordedRequest) -> BackendResponse {
        guard let route = request.route else { return .error(status: 404) }
        guard !route.requiresToken || holdsIssuedToken(request.authorization) else { return .error(status: 401) }
        switch route {
        case .login:
            return logIn(with: request.authorization)
        case .announcements:
            return .json(SeedData.announcements)
        case .employees:
            return .json(SeedData.employees)
        case .events:
            return .json(events)
        case .products:
            return .json(SeedData.products)
        case .purchases:
            return request.method.uppercased() == "POST" ? createPurchaseOrder(from: request.body) : .json(purchaseOrders)
        case .userInfo:
            let user = SeedData.user
            return .json(UserInfoResponse(id: user.id, username: user.username, name: user.name))
        case .expenses:
            // Only the seed user can log in, so every issued token is theirs.
            return .json(SeedData.expenses)
        }
    }

    private func holdsIssuedToken(_ authorization: Authorization?) -> Bool {
        guard case .bearer(let token)? = authorization else { return false }
        return issuedTokens.contains(token)
    }
}
