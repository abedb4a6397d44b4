import HTTPServer
import Testing

@testable import ClearanceService

@Suite struct MetricsTests {
    static func exchange(_ method: HTTPMethod, _ pathIndex: Int, _ status: Int, micros: Int) -> Exchange {
        Exchange(
            method: method, path: "/", pathIndex: pathIndex, status: status, micros: micros, bytesIn: 0, bytesOut: 0,
            requestID: "r")
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    @Test func preflightsAndNotAcceptableHaveTheirOwnLabels() {
        let metrics = Metrics(paths: ["/a"])
        metrics.record(Self.exchange(.options, 0, 204, micros: 10))
        metrics.record(Self.exchange(.options, 0, 204, micros: 10))
        metrics.record(Self.exchange(.post, 0, 406, micros: 10))
        let lines = Self.lines(metrics.render(inFlight: 0, version: "9.9.9"))
        #expect(lines.contains("clearance_http_requests_total{route=\"/a\",method=\"OPTIONS\",status=\"204\"} 2"))
        #expect(lines.contains("clearance_http_requests_total{route=\"/a\",method=\"POST\",status=\"406\"} 1"))
    }

    @Test func countersHistogramAndRejectionsRender() {
        let metrics = Metrics(paths: ["/a", "/b"])
        metrics.record(Self.exchange(.get, 0, 200, micros: 40))  // bucket 0.00005
        metrics.record(Self.exchange(.get, 0, 200, micros: 300))  // bucket 0.0005
        metrics.record(Self.exchange(.post, 1, 413, micros: 3_000_000))  // past 2.5 s: only +Inf
        metrics.record(Self.exchange(HTTPMethod(rawValue: "BREW"), -1, 418, micros: 100))  // unmatched, other, other
        let lines = Self.lines(metrics.render(inFlight: 3, version: "9.9.9"))
        #expect(lines.contains("clearance_http_requests_total{route=\"/a\",method=\"GET\",status=\"200\"} 2"))
        #expect(lines.contains("clearance_http_requests_total{route=\"/b\",method=\"POST\",status=\"413\"} 1"))
        #expect(
            lines.contains("clearance_http_requests_total{route=\"unmatched\",method=\"other\",status=\"other\"} 1"))
        // Cumulative: 40 µs is in every bucket, 300 µs from 0.0005 on.
        #expect(lines.contains("clearance_http_request_duration_seconds_bucket{route=\"/a\",le=\"0.00005\"} 1"))
        #expect(lines.contains("clearance_http_request_duration_seconds_bucket{route=\"/a\",le=\"0.00025\"} 1"))
        #expect(lines.contains("clearance_http_request_duration_seconds_bucket{route=\"/a\",le=\"0.0005\"} 2"))
        #expect(lines.contains("clearance_http_request_duration_seconds_bucket{route=\"/a\",le=\"+Inf\"} 2"))
        // 40 + 300 = 340 µs.
        #expect(lines.contains("clearance_http_request_duration_seconds_sum{route=\"/a\"} 0.00034"))
        #expect(lines.contains("clearance_http_request_duration_seconds_count{route=\"/a\"} 2"))
        #expect(lines.contains("clearance_http_request_duration_seconds_bucket{route=\"/b\",le=\"2.5\"} 0"))
        #expect(lines.contains("clearance_http_request_duration_seconds_bucket{route=\"/b\",le=\"+Inf\"} 1"))
        #expect(lines.contains("clearance_http_request_duration_seconds_sum{route=\"/b\"} 3"))
        #expect(lines.contains("clearance_http_requests_in_flight 3"))
        #expect(lines.contains("clearance_http_rejected_bodies_total{reason=\"too_large\"} 1"))
        #expect(lines.contains("clearance_http_rejected_bodies_total{reason=\"malformed_json\"} 0"))
        #expect(lines.contains("clearance_build_info{version=\"9.9.9\"} 1"))
    }

    @Test func zeroSeriesAreLeftOutAndEveryMetricIsTyped() {
        let text = Metrics(paths: ["/a"]).render(inFlight: 0, version: "1")
        #expect(!text.contains("clearance_http_requests_total{"))
        #expect(!text.contains("_bucket{"))
        for name in [
            "clearance_http_requests_total counter", "clearance_http_request_duration_seconds histogram",
            "clearance_http_requests_in_flight gauge", "clearance_http_rejected_bodies_total counter",
            "process_start_time_seconds gauge",
        ] {
            #expect(text.contains("# TYPE \(name)\n"))
        }
        #expect(text.hasSuffix("\n"))
    }

    @Test(arguments: [
        (0, "0"), (50, "0.00005"), (2500, "0.0025"), (1_000_000, "1"), (2_500_000, "2.5"), (340, "0.00034"),
        (1_234_567, "1.234567"),
    ])
    func secondsPrintWithoutExponentOrTrailingZeros(micros: Int, text: String) {
        #expect(Metrics.seconds(micros) == text)
    }
}
