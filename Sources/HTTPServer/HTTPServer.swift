import CHTTPFraming
import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The libmicrohttpd version this server is linked against.
public func microhttpdVersion() -> String {
    String(cString: MHD_get_version())
}

/// How an ``HTTPServer`` listens and how many resources it gives connections.
public struct HTTPServerConfiguration: Sendable {
    /// The address to bind: a numeric IPv4 or IPv6 address or a host name.
    public var host: String
    /// The port; 0 binds an ephemeral one (see ``HTTPServer/port``).
    public var port: Int
    /// Worker threads, each with its own epoll loop; 1 means a single loop.
    public var threads: Int
    /// Seconds a connection may stay idle (or trickle) before it is closed.
    public var connectionTimeout: Int
    /// The most open connections, split evenly across the workers.
    public var maxConnections: Int
    /// Which browser origins may read answers (see ``CORSPolicy``).
    public var cors: CORSPolicy
    /// Seconds a connection has to deliver a whole request (head and body) from its opening or
    /// its previous answer; then it is closed. 0 turns the deadline off.
    public var requestDeadline: Double
    /// The most connections from one IP address; 0 for no limit (right behind a load balancer).
    public var maxConnectionsPerIP: Int
    /// The most bytes held at once for request bodies being read and answers being sent; past
    /// it a request is answered 503.
    public var maxBufferedBytes: Int

    /// The address bound unless configured otherwise: loopback only.
    public static let defaultHost = "127.0.0.1"
    /// The port bound unless configured otherwise.
    public static let defaultPort = 8080
    /// The idle connection timeout, in seconds, unless configured otherwise.
    public static let defaultConnectionTimeout = 10
    /// The request deadline, in seconds, unless configured otherwise.
    public static let defaultRequestDeadline = 10
    /// The buffered-bytes budget unless configured otherwise: 16 MiB.
    public static let defaultMaxBufferedBytes = 16 << 20

    /// Creates a configuration.
    public init(
        host: String = HTTPServerConfiguration.defaultHost, port: Int = HTTPServerConfiguration.defaultPort,
        threads: Int = 1, connectionTimeout: Int = HTTPServerConfiguration.defaultConnectionTimeout,
        maxConnections: Int = HTTPServerConfiguration.defaultMaxConnections(), cors: CORSPolicy = .anyOrigin,
        requestDeadline: Double = Double(HTTPServerConfiguration.defaultRequestDeadline), maxConnectionsPerIP: Int = 0,
        maxBufferedBytes: Int = HTTPServerConfiguration.defaultMaxBufferedBytes
    ) {
        self.host = host
        self.port = port
        self.threads = threads
        self.connectionTimeout = connectionTimeout
        self.maxConnections = maxConnections
        self.cors = cors
        self.requestDeadline = requestDeadline
        self.maxConnectionsPerIP = maxConnectionsPerIP
        self.maxBufferedBytes = maxBufferedBytes
    }

    /// The file descriptors this process may open, after raising the soft limit to the hard one.
    public static func raiseDescriptorLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = min(limit.rlim_max, 1 << 20)
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        return Int(min(limit.rlim_cur, 1 << 20))
    }

    /// The default connection cap: the descriptor limit less 64 for the process's own files,
    /// at most 2,048.
    public static func defaultMaxConnections() -> Int {
        max(16, min(2048, raiseDescriptorLimit() - 64))
    }

    /// libmicrohttpd's memory pool per connection (its read buffer, the parsed head, the answer's
    /// head): a request head larger than about half of it is answered 431 or 414.
    public static let connectionMemoryBytes = 16_384
}

/// Why a server could not start.
public struct HTTPServerError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, in a sentence.
    public var description: String
}

/// An HTTP/1.1 server on libmicrohttpd: a pool of worker threads, each polling with epoll, each
/// running handlers synchronously.
///
/// Use it from one thread (start, drain, stop); the responder is what runs concurrently.
public final class HTTPServer {
    private var daemon: OpaquePointer?
    private let context: Unmanaged<ServerContext>
    private let responder: any HTTPResponder
    private var quiescedSocket: Int32 = -1
    private let watch: ConnectionWatch

    /// The bound port (the real one when the configuration asked for 0).
    public let port: Int

    /// Requests between their head arriving and their response being sent.
    public let inFlight: InFlightGauge

    /// Binds and starts serving `responder` on background threads, counting requests in flight
    /// into `inFlight` (a gauge of the server's own unless one is given, such as the one a
    /// service's metrics report).
    public init(
        configuration: HTTPServerConfiguration, responder: any HTTPResponder, inFlight: InFlightGauge = InFlightGauge()
    ) throws(HTTPServerError) {
        var address = try Self.resolve(configuration.host, port: configuration.port)
        self.responder = responder
        self.inFlight = inFlight
        // The kernel gives a new socket the lowest free descriptor, so with at most
        // `maxConnections` connections and the process's own few files, sockets stay below
        // `maxConnections + 256`; the table need not span the whole descriptor limit (which
        // may be a million in a container). A socket past it simply has no request deadline.
        let descriptors = HTTPServerConfiguration.raiseDescriptorLimit()
        let watch = ConnectionWatch(
            capacity: min(descriptors, configuration.maxConnections + 256),
            deadlineSeconds: configuration.requestDeadline)
        self.watch = watch
        let context = Unmanaged.passRetained(
            ServerContext(
                responder: responder, inFlight: inFlight, cors: configuration.cors, watch: watch,
                limits: ServerLimits(maxBufferedBytes: configuration.maxBufferedBytes)))
        self.context = context

        var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue | MHD_USE_ITC.rawValue
        if address.family == AF_INET6 { flags |= MHD_USE_IPv6.rawValue }
        let started: OpaquePointer? = withUnsafeBytes(of: &address.storage) { sockaddrBytes in
            var options: [MHD_OptionItem] = [
                MHD_OptionItem(
                    option: .SOCK_ADDR, value: 0,
                    ptr_value: UnsafeMutableRawPointer(mutating: sockaddrBytes.baseAddress)),
                MHD_OptionItem(option: .CONNECTION_TIMEOUT, value: configuration.connectionTimeout, ptr_value: nil),
                MHD_OptionItem(option: .CONNECTION_LIMIT, value: configuration.maxConnections, ptr_value: nil),
                MHD_OptionItem(
                    option: .CONNECTION_MEMORY_LIMIT, value: HTTPServerConfiguration.connectionMemoryBytes,
                    ptr_value: nil),
                MHD_OptionItem(
                    option: .NOTIFY_COMPLETED, value: unsafeBitCast(Callbacks.completed, to: Int.self),
                    ptr_value: context.toOpaque()),
                MHD_OptionItem(
                    option: .NOTIFY_CONNECTION, value: unsafeBitCast(Callbacks.connection, to: Int.self),
                    ptr_value: context.toOpaque()),
                MHD_OptionItem(option: .URI_LOG_CALLBACK, value: clearance_uri_log_pointer(), ptr_value: nil),
                MHD_OptionItem(
                    option: .PER_IP_CONNECTION_LIMIT, value: configuration.maxConnectionsPerIP, ptr_value: nil),
            ]
            if configuration.threads > 1 {
                options.append(MHD_OptionItem(option: .THREAD_POOL_SIZE, value: configuration.threads, ptr_value: nil))
            }
            options.append(MHD_OptionItem(option: .END, value: 0, ptr_value: nil))
            errno = 0
            return options.withUnsafeBufferPointer { items in
                clearance_mhd_start_daemon(
                    flags, UInt16(configuration.port), Callbacks.access, context.toOpaque(), items.baseAddress)
            }
        }
        guard let started else {
            let reason = errno == 0 ? "" : ": " + String(cString: strerror(errno))
            context.release()
            throw HTTPServerError(
                description: "cannot listen on \(configuration.host) port \(configuration.port)\(reason)")
        }
        daemon = started
        port = Int(clearance_mhd_bind_port(started))
        watch.start()
    }

    deinit {
        stop()
    }

    /// The requests between head and completed response.
    public var inFlightRequests: Int { inFlight.value }

    /// The open connections (idle keep-alive ones included).
    public var openConnections: Int {
        daemon.map { Int(clearance_mhd_current_connections($0)) } ?? 0
    }

    /// Stops accepting connections; open ones are still served.
    ///
    /// libmicrohttpd stops polling the listening socket but leaves it open, and the kernel would
    /// keep completing handshakes nobody accepts. Shutting it down makes new connections fail
    /// at once (refused), so clients and load balancers move on. The descriptor itself is only
    /// closed after the workers stop, as libmicrohttpd requires.
    public func quiesce() {
        guard let daemon, quiescedSocket < 0 else { return }
        context.takeUnretainedValue().draining.store(true, ordering: .relaxed)
        watch.draining.store(true, ordering: .relaxed)
        quiescedSocket = MHD_quiesce_daemon(daemon)
        if quiescedSocket >= 0 { shutdown(quiescedSocket, Int32(SHUT_RDWR)) }
    }

    /// Waits until no request is in flight or `seconds` have passed; returns how many remain.
    public func waitForInFlightRequests(seconds: Double) -> Int {
        let deadline = MonotonicClock.micros() + Int(seconds * 1_000_000)
        while inFlightRequests > 0 && MonotonicClock.micros() < deadline {
            usleep(5_000)
        }
        return inFlightRequests
    }

    /// Waits until every connection has closed or `seconds` have passed; returns how many remain.
    ///
    /// While draining, each answer says `Connection: close` and the watch thread closes idle
    /// keep-alive connections (nothing unread in their socket), so this ends once every request
    /// already sent has been answered.
    public func waitForConnections(seconds: Double) -> Int {
        let deadline = MonotonicClock.micros() + Int(seconds * 1_000_000)
        while openConnections > 0 && MonotonicClock.micros() < deadline {
            usleep(5_000)
        }
        return openConnections
    }

    /// Requests whose head arrived but whose answer was never completely sent, since the start.
    public var abandonedRequests: Int { context.takeUnretainedValue().abandoned.load(ordering: .relaxed) }

    /// Bytes held now for request bodies being read and answers being sent.
    public var bufferedBytes: Int { context.takeUnretainedValue().budget.value }

    /// Closes every connection and joins the worker threads.
    public func stop() {
        guard let daemon else { return }
        watch.stop()
        MHD_stop_daemon(daemon)
        self.daemon = nil
        if quiescedSocket >= 0 {
            close(quiescedSocket)
            quiescedSocket = -1
        }
        context.release()
    }

    private struct Address {
        var storage = sockaddr_storage()
        var family: Int32 = AF_INET
    }

    private static func resolve(_ host: String, port: Int) throws(HTTPServerError) -> Address {
        guard (0...65535).contains(port) else { throw HTTPServerError(description: "port \(port) is out of range") }
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, nil, &hints, &list)
        guard status == 0, let first = list, let found = first.pointee.ai_addr else {
            let reason = status == 0 ? "no address" : String(cString: gai_strerror(status))
            throw HTTPServerError(description: "cannot resolve host '\(host)': \(reason)")
        }
        defer { freeaddrinfo(list) }
        var address = Address()
        address.family = Int32(found.pointee.sa_family)
        withUnsafeMutableBytes(of: &address.storage) { storage in
            storage.copyMemory(from: UnsafeRawBufferPointer(start: found, count: Int(first.pointee.ai_addrlen)))
        }
        let networkPort = UInt16(port).bigEndian
        withUnsafeMutableBytes(of: &address.storage) { storage in
            if address.family == AF_INET6 {
                storage.baseAddress!.assumingMemoryBound(to: sockaddr_in6.self).pointee.sin6_port = networkPort
            } else {
                storage.baseAddress!.assumingMemoryBound(to: sockaddr_in.self).pointee.sin_port = networkPort
            }
        }
        return address
    }
}
