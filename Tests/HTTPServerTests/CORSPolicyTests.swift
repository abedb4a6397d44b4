import HTTPServer
import Testing

@Suite struct CORSPolicyTests {
    @Test(
        arguments: [
            ("*", CORSPolicy.Origins.any),
            (" * ", .any),
            ("none", .none),
            ("null", .list(["null"])),
            ("https://tool.example", .list(["https://tool.example"])),
            ("https://tool.example,null", .list(["https://tool.example", "null"])),
            (
                "http://localhost:3000, http://127.0.0.1:8080",
                .list(["http://localhost:3000", "http://127.0.0.1:8080"])
            ),
            ("http://[::1]:8080", .list(["http://[::1]:8080"])),
            ("https://a.example,https://a.example", .list(["https://a.example"])),  // a repeat counts once
            ("chrome-extension://abcdef", .list(["chrome-extension://abcdef"])),
        ])
    func readsTheSetting(text: String, origins: CORSPolicy.Origins) throws {
        #expect(try CORSPolicy(parsing: text).origins == origins)
    }

    @Test(
        arguments: [
            ("", "not empty"),
            ("   ", "not empty"),
            ("tool.example", "is not an origin"),
            ("https://tool.example/", "has a path"),
            ("https://tool.example/app", "has a path"),
            ("https://Tool.example", "has capitals"),
            ("HTTPS://tool.example", "has capitals"),
            ("https://tool.example:443", "default port 443"),
            ("http://tool.example:80", "default port 80"),
            ("https://tool.example:0", "port"),
            ("https://tool.example:65536", "port"),
            ("https://tool.example:8x", "port"),
            ("https://user@tool.example", "user information"),
            ("https://", "no host"),
            ("https://a.example,,null", "empty origin"),
            ("https://a.example,", "empty origin"),
            ("*,https://a.example", "must stand alone"),
            ("none,null", "must stand alone"),
            ("://x", "scheme"),
            ("http://[::1", "IPv6"),
        ])
    func refusesWhatIsNotAnOrigin(text: String, reason: String) {
        #expect {
            try CORSPolicy(parsing: text)
        } throws: { error in
            (error as? CORSPolicyError)?.message.contains(reason) == true
        }
    }

    @Test func describesItselfInTheSyntaxItReads() throws {
        for text in ["*", "none", "https://a.example,null"] {
            #expect(try CORSPolicy(parsing: text).description == text)
        }
    }

    func fields(_ policy: CORSPolicy, _ origin: String, preflight: String? = nil) -> [String: String] {
        var fields: [String: String] = [:]
        for (name, value) in policy.headers(origin: origin, preflightMethods: preflight) {
            #expect(fields[name] == nil, "\(name) appears once")
            fields[name] = value
        }
        return fields
    }

    /// Framer's plugins run on a per-version domain: a pattern with one leading wildcard label.
    @Test func aWildcardLabelMatchesOneLabelOnly() throws {
        let policy = try CORSPolicy(parsing: "https://*.framercanvas.com, https://tool.example")
        #expect(policy.origins == .list(["https://*.framercanvas.com", "https://tool.example"]))
        for origin in ["https://project-9f2a1.framercanvas.com", "https://a.framercanvas.com"] {
            #expect(policy.allows(origin), "\(origin)")
            let fields = policy.headers(origin: origin, preflightMethods: nil)
            #expect(fields.first { $0.0 == "Access-Control-Allow-Origin" }?.1 == origin)
            #expect(fields.contains { $0 == ("Vary", "Origin") })
        }
        for origin in [
            "https://framercanvas.com", "https://a.b.framercanvas.com", "http://a.framercanvas.com",
            "https://a.framercanvas.com:8443", "https://A.framercanvas.com", "https://a_b.framercanvas.com",
            "https://a.framercanvas.com.evil.example", "https://evilframercanvas.com", "null",
        ] {
            #expect(!policy.allows(origin), "\(origin)")
            #expect(policy.headers(origin: origin, preflightMethods: nil).map(\.0) == ["Vary"])
        }
        // With a port, the port is part of the pattern.
        #expect(try CORSPolicy(parsing: "http://*.localhost.test:3000").allows("http://app.localhost.test:3000"))
    }

    @Test(arguments: [
        "https://*.com", "https://a.*.example.com", "https://*example.com", "https://**.example.com", "*.example.com",
    ])
    func aWildcardThatIsNotOneLeadingLabelIsRefused(text: String) {
        #expect(throws: CORSPolicyError.self) { try CORSPolicy(parsing: text) }
    }

    @Test func anyOriginAnswersStarWithoutVary() {
        #expect(
            fields(.anyOrigin, "https://x.example") == [
                "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": "X-Request-ID",
            ])
        #expect(fields(.anyOrigin, "null")["Access-Control-Allow-Origin"] == "*")
    }

    @Test func aListEchoesAnAllowedOriginAndVaries() throws {
        let policy = try CORSPolicy(parsing: "https://a.example,null")
        #expect(
            fields(policy, "https://a.example") == [
                "Access-Control-Allow-Origin": "https://a.example", "Vary": "Origin",
                "Access-Control-Expose-Headers": "X-Request-ID",
            ])
        #expect(fields(policy, "null")["Access-Control-Allow-Origin"] == "null")
        #expect(policy.allows("null") && policy.allows("https://a.example"))
    }

    @Test(arguments: ["https://b.example", "https://a.example:8443", "http://a.example", "https://A.example", "", "*"])
    func aListGivesOtherOriginsNoCORSField(origin: String) throws {
        let policy = try CORSPolicy(parsing: "https://a.example,null")
        #expect(!policy.allows(origin))
        // Only Vary: the answer depends on Origin, and a cache must not hand it to an allowed one.
        #expect(fields(policy, origin) == ["Vary": "Origin"])
        #expect(fields(policy, origin, preflight: "POST, OPTIONS") == ["Vary": "Origin"])
    }

    @Test func aPrivateNetworkPreflightIsAllowedForAllowedOriginsOnly() throws {
        let policy = try CORSPolicy(parsing: "https://tool.example")
        let allowed = policy.headers(origin: "https://tool.example", preflightMethods: "POST", privateNetwork: true)
        #expect(allowed.contains { $0 == ("Access-Control-Allow-Private-Network", "true") })
        let refused = policy.headers(origin: "https://other.example", preflightMethods: "POST", privateNetwork: true)
        #expect(!refused.contains { $0.0 == "Access-Control-Allow-Private-Network" })
        // Only preflights: an ordinary answer never carries it.
        let plain = CORSPolicy.anyOrigin.headers(
            origin: "https://tool.example", preflightMethods: nil, privateNetwork: true)
        #expect(!plain.contains { $0.0 == "Access-Control-Allow-Private-Network" })
    }

    @Test func noneSendsNothing() {
        #expect(!CORSPolicy.disabled.isEnabled)
        #expect(CORSPolicy.disabled.headers(origin: "https://a.example", preflightMethods: "GET").isEmpty)
    }

    @Test func aPreflightNamesMethodsHeadersAndCacheTime() throws {
        #expect(
            fields(.anyOrigin, "null", preflight: "POST, OPTIONS") == [
                "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Methods": "POST, OPTIONS",
                "Access-Control-Allow-Headers": "Content-Type, Accept, X-Request-ID",
                "Access-Control-Max-Age": "7200",
            ])
        #expect(fields(.anyOrigin, "null", preflight: "POST, OPTIONS")["Access-Control-Allow-Private-Network"] == nil)
        let listed = fields(try CORSPolicy(parsing: "null"), "null", preflight: "GET, HEAD, OPTIONS")
        #expect(listed["Access-Control-Allow-Origin"] == "null")
        #expect(listed["Vary"] == "Origin")
        #expect(listed["Access-Control-Allow-Methods"] == "GET, HEAD, OPTIONS")
    }
}
