import CMicroHTTPD

/// The libmicrohttpd version this server is linked against.
public func microhttpdVersion() -> String {
    String(cString: MHD_get_version())
}
