import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG parsed back with a real XML parser: parsing fails on anything not well-formed.
struct SVGDocument {
    struct Node {
        var name: String
        var attributes: [String: String]
        var text: String
        /// Names of the enclosing elements, outermost first.
        var path: [String]
        /// `data-panel` of the nearest enclosing element that has one (itself included).
        var panel: String?
    }

    var nodes: [Node] = []

    /// The parsed document, or `nil` with the parser's error when it is not well-formed XML.
    static func parse(_ text: String) -> (SVGDocument?, String) {
        let delegate = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            return (nil, String(describing: parser.parserError))
        }
        return (SVGDocument(nodes: delegate.done), "")
    }

    /// The element rectangles (`data-id` and `data-state`) of one panel, in document order.
    func elementRects(panel: String) -> [Node] {
        nodes.filter {
            $0.name == "rect" && $0.attributes["data-state"] != nil && $0.attributes["data-panel"] == panel
        }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var stack: [Node] = []
        var done: [Node] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let panel = attributes["data-panel"] ?? stack.last?.panel
            stack.append(
                Node(name: elementName, attributes: attributes, text: "", path: stack.map(\.name), panel: panel))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !stack.isEmpty { stack[stack.count - 1].text += string }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            if let node = stack.popLast() { done.append(node) }
        }
    }
}
