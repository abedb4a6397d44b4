import HTTPServer
import Testing

@Suite struct MediaTypeTests {
    @Test(arguments: [
        "application/json", "APPLICATION/JSON", "application/json; charset=utf-8", " application/json ",
        "application/json;charset=UTF-8", "application/problem+json", "application/vnd.clearance.v1+json",
        "\tapplication/json\t; q=1",
    ])
    func jsonTypesAreJSON(type: String) {
        #expect(MediaType.isJSON(type))
    }

    @Test(arguments: [
        "", "json", "text/json", "text/plain", "application/x-www-form-urlencoded", "application/jsonx",
        "application/+json", "application/json+xml", "multipart/form-data", "application", "application/",
        "/json", "applicationjson",
    ])
    func otherTypesAreNot(type: String) {
        #expect(!MediaType.isJSON(type))
    }
}
