#if canImport(Glibc) || canImport(Darwin)
import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A loopback HTTP listener that refuses, at once, every request that did not go through the in-process backend.
///
/// A session the app makes itself (`URLSession(configuration: .default)`)
/// never asks the backend's URL protocol (see `MyBizBackend.trapStrayRequests()`
/// for how its requests reach the trap on each platform). The trap records
/// each and answers `502` with the backend's error body, so the app fails
/// fast and shows why, instead of reaching a real server or waiting for a
/// connection timeout.
///
/// The sockets are POSIX, the same calls on both platforms; where Glibc
/// and Darwin spell a constant differently, the branch names the Darwin
/// declaration it follows (`<sys/socket.h>`, socket(2), send(2)).
final class StrayRequestTrap: @unchecked Sendable {
    /// The loopback port the trap listens on.
    let port: UInt16
    private let listener: Int32
    private let caught: (StrayRequest) -> Void

    /// The reason the app shows, in the backend's error body.
    static let reason = "This request missed the in-process backend: send it on URLSession.shared"
    private static let errorBody = (try? JSONEncoder.wire.encode(ErrorResponse(reason: reason))) ?? Data()

    private init(listener: Int32, port: UInt16, caught: @escaping (StrayRequest) -> Void) {
        self.listener = listener
        self.port = port
        self.caught = caught
    }

    /// Listens on a loopback port (0: the kernel's choice) and calls `caught` for every request that reaches it; `nil` if the system refuses the socket or the port.
    static func start(port: UInt16 = 0, caught: @escaping (StrayRequest) -> Void) -> StrayRequestTrap? {
        #if canImport(Glibc)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        // Darwin: SOCK_STREAM is a plain Int32 macro and there is no SOCK_CLOEXEC flag (socket(2)).
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard listener >= 0 else { return nil }
        // A port of our choice may linger in TIME_WAIT from a previous test process.
        var one: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
        // Darwin's sockaddr_in starts with its own length, sin_len (<netinet/in.h>).
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7f00_0001).bigEndian)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let isListening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(listener, socketAddress, length) == 0
                    && listen(listener, 64) == 0
                    && getsockname(listener, socketAddress, &length) == 0
            }
        }
        guard isListening else {
            close(listener)
            return nil
        }
        let trap = StrayRequestTrap(listener: listener, port: UInt16(bigEndian: address.sin_port), caught: caught)
        let thread = Thread { trap.serve() }
        thread.name = "MyBizBackend stray request trap"
        thread.start()
        return trap
    }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            answer(connection)
            close(connection)
        }
    }

    /// Reads the request's head, records it, refuses it, and lets the client close first.
    private func answer(_ connection: Int32) {
        // A client that connects and says nothing must not stop the trap for everyone else.
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let head = readHead(connection)
        let requestLine = head.split(separator: "\r\n", maxSplits: 1).first.map(String.init) ?? ""
        let parts = requestLine.split(separator: " ").map(String.init)
        caught(StrayRequest(method: parts.first ?? "?", url: parts.count > 1 ? parts[1] : "?"))
        let response = Data(("HTTP/1.1 502 Bad Gateway\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(Self.errorBody.count)\r\nConnection: close\r\n\r\n").utf8) + Self.errorBody
        // A client that hung up must not kill the test process with SIGPIPE.
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        // Darwin has no MSG_NOSIGNAL; the socket option SO_NOSIGPIPE does it (<sys/socket.h>).
        var one: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        let flags: Int32 = 0
        #endif
        response.withUnsafeBytes { bytes in
            _ = send(connection, bytes.baseAddress, bytes.count, flags)
        }
        // Closing with unread bytes (a body) would reset the connection before the client reads the reply.
        shutdown(connection, Int32(SHUT_WR))
        var scratch = [UInt8](repeating: 0, count: 4096)
        while recv(connection, &scratch, scratch.count, 0) > 0 {}
    }

    /// The bytes up to the blank line that ends an HTTP request's head, at most 64 KB.
    private func readHead(_ connection: Int32) -> String {
        var head = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let blankLine = Data("\r\n\r\n".utf8)
        while head.count < 65_536, head.range(of: blankLine) == nil {
            let count = recv(connection, &chunk, chunk.count, 0)
            if count <= 0 { break }
            head.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: head, as: UTF8.self)
    }
}
#endif
