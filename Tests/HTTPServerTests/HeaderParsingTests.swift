import Testing

@testable import HTTPServer

/// The server reads the method and `Content-Length` from libmicrohttpd's C strings without
/// building a `String`; these must agree with the `String` readings they replace.
@Suite struct HeaderParsingTests {
    @Test(arguments: [
        "0", "1476", "007", "+5", "-5", "", "+", "-", " 5", "5 ", "5a", "0x10", "1e3",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "99999999999999999999",
    ])
    func contentLengthReadsAsIntDoes(text: String) {
        let bytes = Array(text.utf8)
        let read = bytes.withUnsafeBufferPointer { ServerContext.integer($0) }
        #expect(read == Int(text))
    }

    @Test(arguments: ["GET", "HEAD", "POST", "PUT", "DELETE", "POS", "POSTS", "GETS", "get", "HEA", "P", ""])
    func methodsReadAsTheirTokens(token: String) {
        let method = token.withCString { ServerContext.method($0) }
        #expect(method == HTTPMethod(rawValue: token))
        #expect(method.rawValue == token)
    }
}
