// The document's prose that belongs to no operation: the info block (what the service does, its
// units and coordinate spaces, errors, CORS, headers and limits), the server and the tags.
extension APIDocument {
    /// The info block; `version` is the service's (`ClearanceService.version`).
    static func info(version: String) -> YAMLNode {
        .map([
            ("title", .text("Clearance")), ("version", .scalar(version)),
            ("summary", .text("Keyboard avoidance for iOS layouts, computed exactly.")),
            ("description", .text(description)),
            ("license", .map([("name", .text("Apache-2.0")), ("identifier", .text("Apache-2.0"))])),
        ])
    }

    /// Where a local service listens.
    static let servers: [(String, YAMLNode)] = [
        (
            "servers",
            .list([
                .map([
                    ("url", .text("http://127.0.0.1:8080")),
                    ("description", .text("A local `clearance serve` (`make serve`).")),
                ])
            ])
        )
    ]

    /// What the service does, its units and coordinate spaces, its errors, CORS, headers and limits.
    static let description = """
        Clearance answers one question: when the software keyboard comes up over a screen, what
        should the layout do, and what can the user still see?

        Post a layout (the screen, the app window, the keyboard's frame, a container view, usually a
        scroll view, and the views inside it) to `POST /v1/layout`. The answer gives the
        `contentInset` and scroll-indicator insets to set, the content offset to scroll to, how far
        to move or shrink the view, and, for every view, a verdict before and after the keyboard is
        avoided: visible, partly or wholly covered, clipped or off screen, and whether the user can
        still scroll it into view.

        **Units and coordinate spaces.** Every length is in points, and `y` grows downward, as in
        UIKit. There are three coordinate spaces:

        * **screen**: the origin is the screen's top-left corner in its current orientation. The
          window frame and the keyboard frame are given in screen coordinates, exactly as
          `UIKeyboardFrameEndUserInfoKey` reports the keyboard.
        * **window**: the origin is the app window's top-left corner. The container frame is given in
          window coordinates, and the answer's keyboard frame, layout guide and container frame are
          in window coordinates too. On an iPhone, window and screen are the same.
        * **content**: the origin is the top-left corner of the scroll view's content. Element frames
          are in content coordinates; a view at `y: 600` is 600 points below the top of the content,
          whatever the current scroll position.

        A `Rect` is `{x, y, width, height}`, `Insets` is `{top, left, bottom, right}`, a `Point` is
        `{x, y}`, a `Size` is `{width, height}`. Every number must be a finite JSON number; sizes are
        never negative.

        **Errors.** Every error is an RFC 9457 problem document (`application/problem+json`) whose
        `errors` list names each offending field with a JSON Pointer (RFC 6901), such as
        `/container/frame/width`. Any other path answers 404 and any other method on a known path
        answers 405 with an `Allow` header, both as problem documents. Every GET route answers HEAD
        too, and every route answers `OPTIONS` (not listed as operations below): 204 with `Allow`.

        **Browsers (CORS).** `OPTIONS` on every route is also the CORS preflight: from an allowed
        origin it adds `Access-Control-Allow-Origin`, `Access-Control-Allow-Methods` (the route's
        methods, as in `Allow`), `Access-Control-Allow-Headers: Content-Type, Accept, X-Request-ID`,
        `Access-Control-Max-Age: 7200` and, when the preflight asks for it,
        `Access-Control-Allow-Private-Network: true`. Every answer to a request with an `Origin`,
        errors included, carries `Access-Control-Allow-Origin` and
        `Access-Control-Expose-Headers: X-Request-ID`. Which origins are allowed is the service's
        `--cors-origins` setting: any (`*`, the default: the service holds no credentials and no
        state), an exact list (`null`, the origin of sandboxed iframes, may be listed; an allowed
        origin is echoed with `Vary: Origin`), or none. A disallowed origin gets no CORS header,
        never an error status. Credentials are never allowed.

        **Security headers.** Every answer carries `X-Content-Type-Options: nosniff`; the
        playground (`GET /`) also carries a `Content-Security-Policy`.

        **Framing and limits.** A request that breaks HTTP/1.1 framing (RFC 9112: `Content-Length`
        with `Transfer-Encoding`, a coding other than `chunked`, no `Host`, whitespace before a
        colon, a CR or NUL in a field value, `%00` in the path) is answered 400 (`bad-framing`) and
        the connection closed. A request target over 8 KiB or with more than 100 query parameters is
        answered 414. A head larger than the 16 KiB each connection has is answered 431 (or 414) by
        the HTTP library itself, as a short HTML page without `X-Request-ID`. A batch or matrix whose
        answer would pass the service's answer limit (4 MiB by default) is answered 413
        (`answer-too-large`) with how to split it. While the memory set aside for bodies and answers
        is in use, a request with a body may be answered 503 (`busy`) with `Retry-After`. A
        connection must deliver a whole request within the request deadline (10 s by default) of
        opening or of its previous answer, else it is closed.

        **Request ids.** Every response carries an `X-Request-ID` header: the one the caller sent,
        when it is sane (1 to 128 letters, digits and `-._:+/=`), or a fresh one of 16 hex digits.
        Quote it when you report a problem; the service logs it.
        """
}

extension APIDocument.Tag {
    /// What the tag's operations are for.
    var doc: String {
        switch self {
        case .layout: "The avoidance engine."
        case .devices: "The iPhone and iPad catalog, to check a layout on real screens and keyboards."
        case .operations: "Health, readiness, metrics and this document, for operators."
        }
    }
}
