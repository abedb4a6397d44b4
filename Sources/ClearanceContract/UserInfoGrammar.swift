/// The grammar of a keyboard notification's userInfo as logs print it, as the regular expressions
/// of the document's `LoggedRect`, `LoggedDuration`, `LoggedCurve` and `LoggedUserInfo`.
///
/// Built piece by piece as `scripts/userinfo_grammar.py` builds them, the one readable definition
/// of the grammar, with the keys the decoder reads (``UserInfoKey``): the userInfo pattern spells
/// out "any key but those", so a key read is named here once, in its case.
/// `tests/python/test_keyboard_userinfo_text.py` checks that the document holds exactly the
/// script's patterns and that the service accepts texts generated from them;
/// `LoggedUserInfoPatternTests` checks that the decoder accepts exactly the texts the patterns
/// match, over a corpus and its edits.
///
/// The patterns use only what JSON Schema (ECMA-262), Python and Rust regexes share: no
/// look-around and no back-references.
package enum UserInfoGrammar {
    /// Spaces, tabs and line breaks; nothing else counts as white space.
    static let space = #"[ \t\r\n]*"#
    /// A length from 0 to 1e9, in plain decimal with any number of decimals: 1 to 9 digits before
    /// the point, or exactly 1000000000. No exponent, no sign, no leading point.
    static let number = #"(?:[0-9]{1,9}(?:\.[0-9]+)?|1000000000(?:\.0+)?)"#
    static let signed = "-?" + number
    /// An animation curve, 0 to 15.
    static let curve = #"(?:1[0-5]|[0-9])"#

    /// `{{x, y}, {width, height}}`, after an optional `NSRect:` or `CGRect:`, white space between
    /// any two parts. Width and height are never negative.
    static let rect =
        #"(?:(?:NS|CG)Rect:"# + space + #")?\{"# + space + #"\{"# + space + signed + space + "," + space + signed
        + space + #"\}"# + space + "," + space + #"\{"# + space + number + space + "," + space + number + space
        + #"\}"# + space + #"\}"#

    /// The characters of a bare key.
    static let keyCharacters = "0-9A-Z_a-z"

    /// Any key (letters, digits, `_`, at least one) but those the decoder reads.
    static var otherKey: String { key(except: UserInfoKey.allCases.map(\.wireName)) }

    /// `LoggedRect`: a rect alone, white space around it.
    package static var loggedRect: String { "^" + space + rect + space + "$" }

    /// `LoggedDuration`: a duration alone. White space around the value, as around a rect: a
    /// pattern that ends in `$` right after the value would let Python (whose `$` also matches
    /// before a final line break) accept "0.25\n" where ECMA-262 and Rust do not.
    package static var loggedDuration: String { "^" + space + number + space + "$" }

    /// `LoggedCurve`: a curve alone, white space around it.
    package static var loggedCurve: String { "^" + space + curve + space + "$" }

    /// `LoggedUserInfo`: the whole dictionary, as NSLog or as Swift's `print` prints it.
    package static var loggedUserInfo: String { "^(?:" + nsLog + "|" + printed + ")$" }

    /// The keys read, by what each holds.
    static var frameKey: String { UserInfoKey.frameEnd.wireName }
    static var durationKey: String { UserInfoKey.duration.wireName }
    static var curveKey: String { UserInfoKey.curve.wireName }

    // MARK: NSLog and `po`

    /// `{ Key = value; ... }`. Keys are bare; a value is a quoted string (a backslash escapes
    /// anything) or a bare run of anything but white space and `;"{}=`. At least one frame entry;
    /// a key given twice is read twice, and the last value wins.
    static var nsLog: String {
        func entry(_ key: String, _ value: String) -> String { key + space + "=" + space + value + space + ";" + space }
        let frame = entry(frameKey, "\"" + space + rect + space + "\"")
        let duration = entry(durationKey, "(?:" + number + "|\"" + number + "\")")
        let curve = entry(curveKey, "(?:" + Self.curve + "|\"" + Self.curve + "\")")
        let other = entry(otherKey, "(?:" + #""(?:[^"\\]|\\[\s\S])*""# + "|" + #"[^ \t\r\n;"{}=]+"# + ")")
        let any = "(?:" + [frame, duration, curve, other].joined(separator: "|") + ")"
        return space + #"\{"# + space + "(?:(?:" + [duration, curve, other].joined(separator: "|") + "))*" + frame
            + any + #"*\}"# + space
    }

    // MARK: Swift's `print`

    /// `[AnyHashable("Key"): value, ...]`. A value is a run of quoted strings (no escapes), brace
    /// groups (two levels deep) and any other character but `,[]{}"`, starting with none of the
    /// white space.
    static var printed: String {
        let unit = #"(?:[^,\[\]{}"]|"[^"]*"|\{(?:[^{}]|\{[^{}]*\})*\})"#
        let first = #"(?:[^ \t\r\n,\[\]{}"]|"[^"]*"|\{(?:[^{}]|\{[^{}]*\})*\})"#
        func entry(_ key: String, _ value: String) -> String {
            #"AnyHashable\(""# + key + #""\)"# + space + ":" + space + value + space
        }
        let frame = entry(frameKey, rect)
        let duration = entry(durationKey, "(?:" + number + "|\"" + number + "\")")
        let curve = entry(curveKey, "(?:" + Self.curve + "|\"" + Self.curve + "\")")
        let other = entry(otherKey, first + unit + "*")
        let any = "(?:" + [frame, duration, curve, other].joined(separator: "|") + ")"
        return space + #"\["# + space + "(?:(?:" + [duration, curve, other].joined(separator: "|") + ")," + space
            + ")*" + frame + "(?:," + space + any + #")*\]"# + space
    }

    // MARK: Any key but some

    /// A key (letters, digits, `_`, at least one) that is none of `words`, built from their trie:
    /// at each node, stop (when the prefix is no word), leave the trie by another character, or
    /// go on.
    static func key(except words: [String]) -> String {
        let trie = Trie(words)
        return suffixes(of: trie, prefixEmpty: true)
    }

    /// A node of the trie of the excluded words: its children by character, and whether a word
    /// ends here.
    struct Trie {
        var children: [Character: Trie] = [:]
        var endsWord = false

        init() {}

        init(_ words: [String]) {
            for word in words { insert(Substring(word)) }
        }

        mutating func insert(_ word: Substring) {
            guard let first = word.first else {
                endsWord = true
                return
            }
            children[first, default: Trie()].insert(word.dropFirst())
        }
    }

    /// The ways a key may go on from `node` and be none of the words.
    static func suffixes(of node: Trie, prefixEmpty: Bool) -> String {
        var branches = prefixEmpty || node.endsWord ? [] : [""]
        let next = node.children.keys.sorted()
        branches += next.map { String($0) + suffixes(of: node.children[$0]!, prefixEmpty: false) }
        branches.append(characterClass(without: Set(next)) + "[" + keyCharacters + "]*")
        return branches.count == 1 ? branches[0] : "(?:" + branches.joined(separator: "|") + ")"
    }

    /// The key characters but `excluded`, as a class of ranges: `[0-9A-Z_a-xz]`.
    static func characterClass(without excluded: Set<Character>) -> String {
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz")
        let kept = alphabet.filter { !excluded.contains($0) }.map { $0.asciiValue! }
        var parts = ""
        var i = 0
        while i < kept.count {
            var j = i
            while j + 1 < kept.count && kept[j + 1] == kept[j] + 1 { j += 1 }
            let (low, high) = (Character(Unicode.Scalar(kept[i])), Character(Unicode.Scalar(kept[j])))
            parts += j == i ? "\(low)" : j == i + 1 ? "\(low)\(high)" : "\(low)-\(high)"
            i = j + 1
        }
        return "[" + parts + "]"
    }
}
