import Testing

@testable import DesignMapping

/// The design reader's name tables (``PrunedNames``): every name an adapter reads is found by its
/// bytes, with its key and its adapter's flags, in the table of its length (at most 15 bytes, or
/// 16 to 31); a name that differs by one byte, or is longer, is found in neither.
@Suite struct PrunedNamesTests {
    static let adapters: [any DesignAdapter.Type] = [FigmaAdapter.self, PenpotAdapter.self, SketchAdapter.self]

    func found(_ names: PrunedNames, _ bytes: [UInt8]) -> (index: Int, flags: UInt64)? {
        bytes.withUnsafeBufferPointer { names.flaggedEntry($0.baseAddress!, $0.count) }
    }

    @Test func everyNameIsFoundWithItsKeyAndItsAdaptersFlags() {
        for adapter in Self.adapters {
            let names = PrunedNames.of(adapter)
            for (index, name) in DesignKey.names.enumerated() {
                let entry = found(names, Array(name.utf8))
                #expect(entry?.index == index, "\(name)")
                let kept = (entry?.flags ?? 0) & PrunedNames.flagKept != 0
                let keyed = (entry?.flags ?? 0) & PrunedNames.flagKeyed != 0
                #expect(kept == adapter.keptMembers.contains(name), "\(adapter.format) \(name)")
                #expect(keyed == adapter.keyedMembers.contains(name), "\(adapter.format) \(name)")
            }
        }
    }

    @Test func aNameThatDiffersByOneByteIsNoName() {
        let known = Set(DesignKey.names)
        for name in DesignKey.names {
            let bytes = Array(name.utf8)
            for at in [0, bytes.count / 2, bytes.count - 1] {
                var changed = bytes
                changed[at] ^= 0x20
                guard let text = String(validating: changed, as: UTF8.self), !known.contains(text) else { continue }
                #expect(found(.figma, changed) == nil, "\(text)")
            }
            #expect(found(.figma, bytes + [UInt8(ascii: "x")]) == nil, "\(name)x")
            if bytes.count > 1 {
                let shorter = String(name.dropLast())
                #expect(
                    found(.figma, Array(shorter.utf8))?.index == DesignKey.names.firstIndex(of: shorter), "\(shorter)")
            }
        }
    }

    @Test func namesAtTheTablesBoundsAreFoundOnlyWhenKnown() {
        #expect(DesignKey.names.allSatisfy { (1...31).contains($0.utf8.count) })
        for count in [1, 15, 16, 31, 32, 40] {
            #expect(found(.figma, Array(repeating: UInt8(ascii: "q"), count: count)) == nil, "\(count)")
        }
        let long = DesignKey.names.filter { $0.utf8.count >= 16 }
        #expect(!long.isEmpty)
        for name in long {
            #expect(found(.figma, Array(name.utf8))?.index == DesignKey.names.firstIndex(of: name))
        }
    }
}
