import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C callbacks libmicrohttpd calls on its worker threads.
///
/// They are static members of a type outside `main.swift` so that they are nonisolated: a
/// top-level closure in `main.swift` is inferred `@MainActor`, and the runtime isolation check
/// traps when a worker thread calls it.
enum Callbacks {
    static let access: MHD_AccessHandlerCallback = {
        cls, connection, url, method, version, data, size, requestContext in
        // The server holds its context until the daemon has stopped: borrowed, not retained.
        Unmanaged<ServerContext>.fromOpaque(cls!)._withUnsafeGuaranteedRef { context in
            context.handle(
                connection!, url: url!, method: method!, version: version, data: data, size: size!,
                slot: requestContext!)
        }
    }

    /// Frees the memory of an ``OwnedBytes`` body once libmicrohttpd is done with it.
    static let free: MHD_ContentReaderFreeCallback = { memory in
        memory?.deallocate()
    }

    static let completed: MHD_RequestCompletedCallback = { cls, connection, requestContext, termination in
        // 0 is MHD_REQUEST_TERMINATED_COMPLETED_OK: the answer was sent in full.
        Unmanaged<ServerContext>.fromOpaque(cls!)._withUnsafeGuaranteedRef { context in
            context.completed(connection, requestContext, answered: termination.rawValue == 0)
        }
    }

    static let connection: MHD_NotifyConnectionCallback = { cls, connection, _, event in
        let context = Unmanaged<ServerContext>.fromOpaque(cls!).takeUnretainedValue()
        guard let connection else { return }
        let fd = clearance_mhd_connection_fd(connection)
        if event.rawValue == 0 {  // MHD_CONNECTION_NOTIFY_STARTED
            context.watch.waitForRequest(fd)
        } else {
            context.watch.closed(fd)
            context.watch.lingering.closing(fd)
        }
    }
}
