import ClearanceContract
import ClearanceService
import DeviceCatalog
import Foundation
import HTTPServer
import KeyboardAvoidance
import Testing

/// The encoders write what the contract's answer schema (``AnswerSchema``, from which
/// `openapi.yaml`'s answer schemas are generated) declares: the service answers the bench
/// requests, the fixtures, the fuzz corpus, the Figma designs (laid out, mapped, compared and
/// checked), comparisons under every policy, a batch, matrices, the catalog and each of its
/// devices, health and readiness; each answer is walked along its schema, in the order it was
/// written. Every object holds only declared members, in the declared order, every member that is
/// always there is, every value has its declared type and range, and every declared member is
/// written by some answer: the declaration holds nothing the encoders never write.
@Suite struct AnswerSchemaConformanceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func files(_ folder: String, recursive: Bool = false) -> [URL] {
        let url = root.appendingPathComponent(folder)
        let found: [URL]
        if recursive {
            let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
            found = (walk?.allObjects as? [URL] ?? []).filter {
                (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            }
        } else {
            found = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
        }
        return found.filter { recursive || $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }

    static func bytes(_ url: URL) -> [UInt8] { Array((try? Data(contentsOf: url)) ?? Data()) }

    /// `body`, a JSON object's text, with `members` (`"a":1,"b":2`) added first.
    static func adding(_ members: String, to body: [UInt8]) -> [UInt8] {
        guard let open = body.firstIndex(of: UInt8(ascii: "{")) else { return body }
        let rest = body[(open + 1)...].drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        let separator = rest.first == UInt8(ascii: "}") ? "" : ","
        return Array(body[...open]) + Array((members + separator).utf8) + Array(rest)
    }

    /// Every answer the check covers: what it is, the schema it must follow, and its bytes.
    static func answers() -> [(what: String, schema: String, body: [UInt8])] {
        let service = ClearanceService()
        var out: [(String, String, [UInt8])] = []
        func call(_ what: String, _ method: HTTPMethod, _ path: String, _ body: [UInt8] = [], _ schema: String) {
            guard case .found(let route) = service.router.match(method, path: path) else {
                Issue.record("no route \(path)")
                return
            }
            let response = route.handler(Request(method: method, path: path, body: body))
            out.append((what, response.status == 200 ? schema : "Problem", response.body.bytes))
        }
        let policies = "\"policies\":[" + Policy.allDefaults.map { "\"\($0.name)\"" }.joined(separator: ",") + "]"
        let requests = files("bench/requests").filter { !$0.lastPathComponent.hasPrefix("matrix") }
        for url in requests + files("tests/fixtures/requests") {
            let body = bytes(url)
            call(url.lastPathComponent, .post, "/v1/layout", body, "LayoutAnswer")
            call(
                "\(url.lastPathComponent) compared", .post, "/v1/layout/compare", adding(policies, to: body),
                "CompareAnswer")
        }
        for url in files("bench/corpus", recursive: true) {
            call("corpus \(url.lastPathComponent)", .post, "/v1/layout", bytes(url), "LayoutAnswer")
        }
        for url in files("tests/fixtures/figma") {
            let design = Array(#"{"design":{"figma":"#.utf8) + bytes(url) + Array("}}".utf8)
            let name = url.deletingPathExtension().lastPathComponent
            call("design \(name)", .post, "/v1/layout", design, "LayoutAnswer")
            call("design \(name) mapped", .post, "/v1/design", design, "DesignAnswer")
            call(
                "design \(name) compared", .post, "/v1/layout/compare",
                adding(#""device":{"id":"iphone-se-3"},"# + policies, to: design), "CompareAnswer")
            call(
                "design \(name) checked", .post, "/v1/design/check",
                adding(#""devices":["iphone-se","iphone-16-pro-max","pixel-9"]"#, to: design), "DesignCheckAnswer")
        }
        // On iOS 18 the iPhones that came with iOS 26 are skipped, with the reason.
        let card = files("tests/fixtures/figma").first { $0.lastPathComponent.contains("card-form") }
        if let card {
            let design = Array(#"{"design":{"figma":"#.utf8) + bytes(card) + Array("}}".utf8)
            call(
                "card-form on every iPhone on iOS 18", .post, "/v1/design/check",
                adding(#""devices":"iphones","device":{"ios":"18"}"#, to: design), "DesignCheckAnswer")
            let matrix = Array(#"{"request":{"design":{"figma":"#.utf8) + bytes(card) + Array("}}}".utf8)
            call(
                "a design's matrix", .post, "/v1/layout/matrix",
                adding(#""devices":["iphone-se-3","iphone-15"]"#, to: matrix), "MatrixAnswer")
        }
        let batch = files("tests/fixtures/requests").map(bytes) + [Array(#"{"screen":{"width":-1}}"#.utf8)]
        let items = batch.map { String(decoding: $0, as: UTF8.self) }.joined(separator: ",")
        call("a batch", .post, "/v1/layout/batch", Array(#"{"requests":[\#(items)]}"#.utf8), "BatchAnswer")
        let matrix = bytes(root.appendingPathComponent("bench/requests/matrix-20.json"))
        call("matrix-20", .post, "/v1/layout/matrix", matrix, "MatrixAnswer")
        call(
            "matrix-20, measured figures, iOS 18 and 26", .post, "/v1/layout/matrix",
            adding(#""figures":"measured","ios":["18","26"],"keyboardStyles":["liquidGlass","classic"]"#, to: matrix),
            "MatrixAnswer")
        call("the catalog", .get, "/v1/devices", [], "DeviceCatalog")
        for device in DeviceCatalog.devices {
            call("device \(device.id)", .get, "/v1/devices/\(device.id)", [], "Device")
        }
        call("health", .get, "/healthz", [], "Health")
        call("readiness", .get, "/readyz", [], "Readiness")
        return out
    }

    @Test func everyAnswerFollowsItsSchemaAndEveryDeclaredMemberIsWritten() throws {
        let every = Self.answers()
        #expect(every.count > 300)
        var walk = SchemaWalk()
        for answer in every {
            var reader = OrderedJSON(answer.body)
            guard let value = reader.parse() else {
                Issue.record("\(answer.what): the answer is not JSON")
                continue
            }
            walk.named(answer.schema, value, at: answer.what)
        }
        #expect(walk.faults == [])
        var unwritten: [String] = []
        for object in AnswerSchema.all {
            guard case .object(let members) = object.shape else { continue }
            for member in members where !walk.seen.contains("\(object.name).\(member.name)") {
                unwritten.append("\(object.name).\(member.name)")
            }
        }
        #expect(unwritten == [])
    }

    @Test func theWalkFindsAMemberOutOfOrderAnUndeclaredOneAndAWrongType() {
        var walk = SchemaWalk()
        var reader = OrderedJSON(Array(#"{"state":"visible","status":"ok","extra":1}"#.utf8))
        walk.named("Health", reader.parse()!, at: "made up")
        #expect(walk.faults.contains { $0.contains("extra") })
        var order = SchemaWalk()
        var swapped = OrderedJSON(Array(#"{"message":"m","code":"focusNotFound"}"#.utf8))
        order.named("Warning", swapped.parse()!, at: "swapped")
        #expect(order.faults.contains { $0.contains("order") })
        var type = SchemaWalk()
        var wrong = OrderedJSON(Array(#"{"code":"noSuchCode","message":"m"}"#.utf8))
        type.named("Warning", wrong.parse()!, at: "unknown code")
        #expect(type.faults.contains { $0.contains("noSuchCode") })
        // The document's own schemas are walked too (`KeyboardVariants`, `KeyboardTypes`).
        var support = SchemaWalk()
        let supported = #"{"keyboards":["predictive","predictive"],"keyboardTypes":["sideways"]}"#
        var repeated = OrderedJSON(Array(supported.utf8))
        support.named("DeviceSupport", repeated.parse()!, at: "repeated")
        #expect(support.faults.contains { $0.contains("KeyboardVariants: a string repeated") })
        #expect(support.faults.contains { $0.contains("sideways") })
    }
}

/// A JSON value with its object members in the order they were written.
indirect enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
}

/// A small reader of well-formed JSON (the encoders' output) that keeps members in order.
struct OrderedJSON {
    let bytes: [UInt8]
    var at = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func skip() {
        while at < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[at]) { at += 1 }
    }

    mutating func parse() -> JSONValue? {
        skip()
        guard at < bytes.count else { return nil }
        switch bytes[at] {
        case UInt8(ascii: "{"):
            at += 1
            var members: [(String, JSONValue)] = []
            skip()
            if bytes[at] == UInt8(ascii: "}") {
                at += 1
                return .object(members)
            }
            while true {
                skip()
                guard case .string(let key)? = parse() else { return nil }
                skip()
                at += 1  // :
                guard let value = parse() else { return nil }
                members.append((key, value))
                skip()
                let c = bytes[at]
                at += 1
                if c == UInt8(ascii: "}") { return .object(members) }
            }
        case UInt8(ascii: "["):
            at += 1
            var items: [JSONValue] = []
            skip()
            if bytes[at] == UInt8(ascii: "]") {
                at += 1
                return .array(items)
            }
            while true {
                guard let value = parse() else { return nil }
                items.append(value)
                skip()
                let c = bytes[at]
                at += 1
                if c == UInt8(ascii: "]") { return .array(items) }
            }
        case UInt8(ascii: "\""):
            let start = at
            at += 1
            while bytes[at] != UInt8(ascii: "\"") { at += bytes[at] == UInt8(ascii: "\\") ? 2 : 1 }
            at += 1
            let text = Data(bytes[start..<at])
            return (try? JSONDecoder().decode(String.self, from: text)).map(JSONValue.string)
        case UInt8(ascii: "t"):
            at += 4
            return .bool(true)
        case UInt8(ascii: "f"):
            at += 5
            return .bool(false)
        case UInt8(ascii: "n"):
            at += 4
            return .null
        default:
            let start = at
            while at < bytes.count, "+-.eE0123456789".utf8.contains(bytes[at]) { at += 1 }
            return Double(String(decoding: bytes[start..<at], as: UTF8.self)).map(JSONValue.number)
        }
    }
}

/// Walks answers along ``AnswerSchema``, and the schemas of ``APIDocument/schemas`` an answer
/// refers to (the policy parameters, a figure group, a combination's label), recording faults and
/// which members were written.
struct SchemaWalk {
    static let schemas = Dictionary(
        uniqueKeysWithValues: (AnswerSchema.all
            + APIDocument.schemas.compactMap {
                if case .shaped(let object) = $0 { object } else { nil }
            }).map { ($0.name, $0) })
    var faults: [String] = []
    var seen: Set<String> = []

    /// Walks `value` along the named schema; a schema the answer schema does not hold (the
    /// request's own, which a design answer's request draft refers to) is not checked.
    mutating func named(_ name: String, _ value: JSONValue, at path: String) {
        guard let schema = Self.schemas[name] else { return }
        switch schema.shape {
        case .object(let members), .open(let members):
            guard case .object(let written) = value else { return fault(path, "\(name): not an object") }
            let declared = members.map(\.name)
            let keys = written.map(\.0)
            if case .object = schema.shape {
                for key in keys where !declared.contains(key) { fault(path, "\(name): undeclared member \(key)") }
            }
            let inOrder = declared.filter(keys.contains)
            if inOrder != keys.filter(declared.contains) {
                fault(path, "\(name): members out of order: \(keys), declared \(declared)")
            }
            for member in members where member.always && !keys.contains(member.name) {
                fault(path, "\(name): \(member.name) is missing")
            }
            for (key, item) in written {
                guard let member = members.first(where: { $0.name == key }) else { continue }
                seen.insert("\(name).\(key)")
                self.value(member.value, item, at: "\(path)/\(key)")
            }
        case .strings(let allowed):
            guard case .string(let text) = value, allowed.contains(text) else {
                return fault(path, "\(name): \(value) is not one of its strings")
            }
        case .holding(let required):
            guard case .object(let written) = value else { return fault(path, "\(name): not an object") }
            for key in required where !written.contains(where: { $0.0 == key }) {
                fault(path, "\(name): \(key) is missing")
            }
        case .pattern, .string:
            guard case .string = value else { return fault(path, "\(name): not a string") }
        case .array(let item, let unique):
            guard case .array(let items) = value else { return fault(path, "\(name): not an array") }
            for (i, element) in items.enumerated() { self.value(item, element, at: "\(path)/\(i)") }
            let strings = items.compactMap { if case .string(let text) = $0 { text } else { nil } }
            if unique && Set(strings).count != strings.count { fault(path, "\(name): a string repeated") }
        case .oneOf(let names): self.value(.oneOf(names), value, at: path)
        case .any: break
        case .tagged(let property, let tags):
            guard case .object(let written) = value,
                case .string(let tag)? = written.first(where: { $0.0 == property })?.1,
                let schema = tags.first(where: { $0.tag == tag })?.schema
            else { return fault(path, "\(name): no known \(property)") }
            named(schema, value, at: path)
        }
    }

    mutating func value(_ declared: AnswerSchema.Value, _ value: JSONValue, at path: String) {
        switch (declared, value) {
        case (.number(let minimum, let maximum), .number(let n)):
            if let minimum, n < minimum { fault(path, "\(n) is below \(minimum)") }
            if let maximum, n > maximum { fault(path, "\(n) is above \(maximum)") }
        case (.integer(let minimum), .number(let n)):
            if n.rounded() != n { fault(path, "\(n) is not an integer") }
            if let minimum, n < Double(minimum) { fault(path, "\(n) is below \(minimum)") }
        case (.string, .string), (.boolean, .bool): break
        case (.nonEmptyString, .string(let text)):
            if text.isEmpty { fault(path, "an empty string") }
        case (.constant(let expected), .string(let text)):
            if text != expected { fault(path, "\(text) is not \(expected)") }
        case (.ref(let name), _): named(name, value, at: path)
        case (.list(let item, let count), .array(let items)):
            if let count, items.count != count { fault(path, "\(items.count) items, not \(count)") }
            for (i, element) in items.enumerated() { self.value(item, element, at: "\(path)/\(i)") }
        case (.nullable, .null): break
        case (.nullable(let inner), _): self.value(inner, value, at: path)
        case (.oneOf(let names), _):
            // The first schema the value follows with no fault is the one it is.
            for name in names {
                var trial = SchemaWalk()
                trial.named(name, value, at: path)
                if trial.faults.isEmpty {
                    seen.formUnion(trial.seen)
                    return
                }
            }
            fault(path, "follows none of \(names)")
        default: fault(path, "\(value) is not \(declared)")
        }
    }

    mutating func fault(_ path: String, _ message: String) { faults.append("\(path): \(message)") }
}
