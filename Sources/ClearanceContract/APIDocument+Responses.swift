// The parameters, headers and error responses operations share (`components`), and the one error
// response written in place (an unknown device's 404). Each error response covers problem classes
// of one status (``ProblemClass/status``); the operations list the responses they can answer.
extension APIDocument {
    /// `X-Request-ID`, which every operation takes.
    static let requestID: YAMLNode = .map([
        ("name", .text("X-Request-ID")), ("in", .text("header")), ("required", .scalar("false")),
        (
            "description",
            .text(
                """
                An id to trace this request by. When it is sane (1 to 128 letters, digits and
                `-._:+/=`: UUIDs, hex, base64 and trace ids fit) the response echoes it; otherwise the
                service makes one up.
                """)
        ),
        ("schema", .map([("type", .scalar("string"))])), ("example", .text("checkout-7f3a")),
    ])

    /// The shared headers, then those written in place.
    package static let headers: [Header] = [
        .requestID,
        .contentTypeOptions,
        .allowOrigin,
        .exposeHeaders,
        .varyAccept,
        .contentSecurityPolicy,
        .retryAfter, .allow,
    ]
}

extension APIDocument.Header {
    /// The headers every answer carries.
    package static let everyAnswer: [Self] = [requestID, contentTypeOptions, allowOrigin, exposeHeaders]
    package static let requestID = Self(
        component: "XRequestID", name: "X-Request-ID",
        doc: "The request's id, echoed from the request when it was sane, else generated.",
        required: true)
    package static let contentTypeOptions = Self(
        component: "XContentTypeOptions", name: "X-Content-Type-Options",
        doc: "Always `nosniff`: browsers must take the declared `Content-Type` and never guess another.\n",
        required: true, constant: "nosniff")
    package static let allowOrigin = Self(
        component: "AccessControlAllowOrigin", name: "Access-Control-Allow-Origin",
        doc: """
            CORS: sent when the request carries an `Origin` the service allows
            (`--cors-origins`): `*` by default, or the request's origin itself when a list is
            configured (then with `Vary: Origin`). Absent for a request without `Origin`, for a
            disallowed origin and with `--cors-origins none`.
            """,
        required: false)
    package static let exposeHeaders = Self(
        component: "AccessControlExposeHeaders", name: "Access-Control-Expose-Headers",
        doc: "CORS, beside `Access-Control-Allow-Origin`, so scripts can read `X-Request-ID`.",
        required: false, constant: "X-Request-ID")
    package static let varyAccept = Self(
        component: "VaryAccept", name: "Vary",
        doc: """
            `Accept` (the answer is JSON or SVG depending on it), joined by `Origin` when a list
            of origins is configured and the request carries one.
            """,
        required: true)
    package static let contentSecurityPolicy = Self(
        component: "ContentSecurityPolicy", name: "Content-Security-Policy",
        doc: """
            The playground's policy: `default-src 'none'`, its one inline script and one inline
            style allowed by their SHA-256 (`'sha256-...'`, computed from the served text),
            `connect-src 'self'`, `base-uri 'none'`, `form-action 'none'` and
            `frame-ancestors 'self'` (only the service's own pages may frame it).
            """,
        required: true)
    package static let retryAfter = Self(component: nil, name: "Retry-After", required: true, type: "integer")
    package static let allow = Self(component: nil, name: "Allow", required: true)
}

extension APIDocument.ErrorResponse {
    package static let notAcceptable = Self(
        name: "NotAcceptable", classes: [.notAcceptable],
        doc: """
            The request's `Accept` admits neither `application/json` nor `image/svg+xml` (such as
            `image/png`): each type takes the quality of the most specific range that names it,
            and both are 0. The detail lists the types there are.
            """,
        headers: [.varyAccept],
        example: "NotAcceptableProblem")
    package static let malformedJSON = Self(
        name: "MalformedJSON", classes: [.malformedJSON, .badFraming, .badQueryArgument],
        doc: """
            The body is not JSON, or not a JSON object (`malformed-json`); a query argument has a
            value its route does not take (`bad-query-argument`: `POST /v1/layout`'s `animate`); or
            the request breaks HTTP/1.1 framing (`bad-framing`, see `BadFraming`), and the connection
            is closed.
            """)
    package static let badFraming = Self(
        name: "BadFraming", classes: [.badFraming],
        doc: """
            The request breaks HTTP/1.1 framing (`bad-framing`): `Content-Length` with
            `Transfer-Encoding`, a transfer coding other than one `chunked`, a missing or repeated
            `Host`, a repeated `Content-Length`, whitespace between a field name and its colon, a CR
            or NUL in a field value, or `%00` in the path. The connection is closed.
            """)
    package static let uriTooLong = Self(
        name: "URITooLong", classes: [.uriTooLong],
        doc: "The request target is longer than 8 KiB or has more than 100 query parameters.")
    package static let bodyOrAnswerTooLarge = Self(
        name: "BodyOrAnswerTooLarge", classes: [.bodyTooLarge, .answerTooLarge],
        doc: """
            The body is larger than the limit (1 MiB by default, `--max-body-bytes`:
            `body-too-large`), or the answer would be larger than the answer limit (4 MiB by
            default, `--max-answer-bytes`, estimated before any work: about 320 bytes per element
            and combination, or per element and policy for compare, plus twice the element's id:
            `answer-too-large`, whose `detail` says how to split the request and whose `errors`
            point at `/requests`, `/request/elements` or, for compare, `/elements`).
            """)
    package static let busy = Self(
        name: "Busy", classes: [.busy],
        doc: """
            The memory set aside for request bodies and answers (`--max-buffered-bytes`) is in use
            by other requests (`busy`); retry after `Retry-After` seconds.
            """,
        headers: [.retryAfter])
    package static let bodyTooLarge = Self(
        name: "BodyTooLarge", classes: [.bodyTooLarge],
        doc: "The body is larger than the limit (1 MiB by default, `--max-body-bytes`).")
    package static let unsupportedMediaType = Self(
        name: "UnsupportedMediaType", classes: [.unsupportedMediaType],
        doc: "The body's Content-Type is not JSON.")
    package static let invalidRequest = Self(
        name: "InvalidRequest", classes: [.invalidRequest],
        doc: """
            JSON that breaks the layout contract: a missing required field, a wrong type, a
            negative size, an unknown field, a duplicate or empty element id, a `focus` or
            `scrollTarget` that names no element, an element with zero width or height, an
            `anchor` outside 0…1, more than one of `keyboard.frame`/`height`/`userInfo`, a shown
            keyboard with none of them, a `keyboard.userInfo` text that cannot be read (the message
            names the key it could not find), or more elements than the limit. `errors` names every
            offending field.
            """,
        example: "InvalidRequestProblem")
    package static let invalidBatch = Self(
        name: "InvalidBatch", classes: [.invalidRequest],
        doc: """
            The batch's envelope breaks the contract: `requests` missing or not an array, more
            requests than the limit (1,000 by default, `--max-batch`), or an unknown member beside
            `requests`. An item that breaks the layout contract is no reason for this: it gets a
            problem of its own in `results`.
            """,
        example: "InvalidBatchProblem")
    package static let invalidMatrix = Self(
        name: "InvalidMatrix", classes: [.invalidRequest],
        doc: """
            The matrix breaks the contract: its `request` breaks the layout contract or gives what
            the matrix sets (`screen`, `window`, `device`, a keyboard other than its `animation`);
            a list is empty, repeats a value or names an unknown device, orientation or keyboard;
            `stretch.referenceWidth` is below 1; or elements × combinations exceed 200,000.
            `errors` names every offending field, from the matrix body (`/request/screen`).
            """,
        example: "InvalidMatrixProblem")
    package static let notFound = Self(
        name: "NotFound", classes: [.notFound],
        doc: "No such route.")
    package static let methodNotAllowed = Self(
        name: "MethodNotAllowed", classes: [.methodNotAllowed],
        doc: """
            The route exists, but not for this method; `Allow` lists the methods it takes (`OPTIONS`
            last, which every route answers).
            """,
        headers: [.allow])
    package static let internalError = Self(
        name: "InternalError", classes: [.internal],
        doc: "A bug in the service. The request may be retried; please report it with its request id.")
    package static let unknownDevice = Self(
        name: "UnknownDevice", classes: [.notFound],
        doc: "The catalog has no device with this id; the detail names the closest ids.",
        example: "UnknownDeviceProblem", shared: false)
}

extension APIDocument {
    /// Every error response, the shared ones in the order `components.responses` lists them.
    package static let errorResponses: [ErrorResponse] = [
        .notAcceptable, .malformedJSON, .badFraming, .uriTooLong, .bodyOrAnswerTooLarge, .busy, .bodyTooLarge,
        .unsupportedMediaType, .invalidRequest, .invalidBatch, .invalidMatrix, .notFound, .methodNotAllowed,
        .internalError, .unknownDevice,
    ]
}
