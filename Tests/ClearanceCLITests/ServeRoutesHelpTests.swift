import ClearanceContract
import Foundation
import Testing

/// `clearance serve --help` lists under ROUTES exactly the operations `openapi.yaml` documents
/// (``APIDocument/operations``): the list is written by hand, the document generated.
@Suite struct ServeRoutesHelpTests {
    @Test func theHelpListsEveryDocumentedRouteAndNothingElse() throws {
        let outcome = try CLI.run(["serve", "--help"], environment: [:])
        #expect(outcome.status == 0)
        let afterHeading = try #require(outcome.stdoutText.components(separatedBy: "\nROUTES\n").dropFirst().first)
        let section = afterHeading.components(separatedBy: "\n\n")[0]
        let routes = try NSRegularExpression(pattern: #"\b(GET|POST|PUT|PATCH|DELETE)\s+(/\S*)"#)
        var listed: Set<String> = []
        for match in routes.matches(in: section, range: NSRange(section.startIndex..., in: section)) {
            guard let method = Range(match.range(at: 1), in: section), let path = Range(match.range(at: 2), in: section)
            else { continue }
            listed.insert(section[method].lowercased() + " " + section[path])
        }
        #expect(!listed.isEmpty)
        let documented = Set(APIDocument.operations.map { $0.method.rawValue + " " + $0.path })
        #expect(listed == documented)
    }
}
