import ClearanceContract
import ClearanceService
import Foundation
import HTTPServer
import Testing

/// The contract's operation table (``APIDocument/operations``, `openapi.yaml`'s `paths`) is the
/// router's: the same methods on the same paths, no more and no less.
@Suite struct RouteTableTests {
    /// The document's path for a path the router holds: each device's own path is
    /// `/v1/devices/{id}`.
    static func documented(_ path: String) -> String {
        path.hasPrefix("/v1/devices/") ? "/v1/devices/{id}" : path
    }

    @Test func theRouterServesExactlyTheOperationTable() {
        let router = ClearanceService().router
        var served: Set<String> = []
        for (index, path) in router.paths.enumerated() {
            for method in router.allow(pathIndex: index).split(separator: ", ")
            where method != "HEAD" && method != "OPTIONS" {
                served.insert(method.lowercased() + " " + Self.documented(path))
            }
        }
        let documented = APIDocument.operations.map { $0.method.rawValue + " " + $0.path }
        #expect(Set(documented).count == documented.count)
        #expect(served == Set(documented))
    }

    @Test func everyDocumentedPathIsServed() {
        let router = ClearanceService().router
        for operation in APIDocument.operations {
            let path = operation.path.replacingOccurrences(of: "{id}", with: "iphone-se")
            let method: HTTPMethod = operation.method == .get ? .get : .post
            guard case .found = router.match(method, path: path) else {
                Issue.record("\(operation.method.rawValue) \(operation.path) is not served")
                continue
            }
        }
    }

    @Test func theNegotiatedMediaTypesAreTheContracts() {
        #expect(AnswerFormat.mediaTypes == AnswerMedia.negotiated)
    }

    /// An operation that can answer a picture can answer 406; every POST can answer 415 and 413.
    @Test func theProblemsFollowWhatTheOperationTakes() {
        for operation in APIDocument.operations {
            let classes = Set(operation.problemClasses)
            let drawn = operation.answers.contains { $0.content.contains { $0.type == AnswerMedia.svg } }
            #expect(drawn == classes.contains(.notAcceptable), "\(operation.id)")
            #expect(classes.contains(.badFraming) && classes.contains(.uriTooLong) && classes.contains(.internal))
            if operation.method == .post {
                #expect(
                    classes.isSuperset(of: [
                        .malformedJSON, .bodyTooLarge, .unsupportedMediaType, .invalidRequest, .busy,
                    ]))
            }
        }
    }

    /// Every problem class is some error response's.
    @Test func everyProblemClassHasAResponse() {
        let covered = Set(APIDocument.errorResponses.flatMap(\.classes))
        #expect(covered == Set(ProblemClass.allCases))
    }
}
