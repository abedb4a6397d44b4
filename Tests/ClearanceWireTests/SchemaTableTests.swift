import ClearanceContract
import Testing

@testable import ClearanceWire

/// Every name table of the schema finds each case by its name, through the hash index and the
/// case lookup the decoder uses, and finds nothing for a name of no case.
@Suite struct SchemaTableTests {
    /// Whether every case of `Member` is found by its name, as `readObject` finds it.
    static func everyNameFindsItsCase<Member: NamedMembers>(_: Member.Type) -> Bool {
        Member.allCases.allSatisfy { member in
            let name = Array(member.wireName.utf8)
            let found = name.withUnsafeBufferPointer {
                Member.names.index(of: $0.baseAddress!, length: $0.count, readable: $0.count)
            }
            return found.map { Member.member(at: $0) } == member
        }
    }

    @Test func everyMemberNameFindsItsCase() {
        #expect(Self.everyNameFindsItsCase(RectMember.self))
        #expect(Self.everyNameFindsItsCase(SizeMember.self))
        #expect(Self.everyNameFindsItsCase(PointMember.self))
        #expect(Self.everyNameFindsItsCase(InsetMember.self))
        #expect(Self.everyNameFindsItsCase(RootMember.self))
        #expect(Self.everyNameFindsItsCase(WindowMember.self))
        #expect(Self.everyNameFindsItsCase(ContainerMember.self))
        #expect(Self.everyNameFindsItsCase(ElementMember.self))
        #expect(Self.everyNameFindsItsCase(OptionMember.self))
        #expect(Self.everyNameFindsItsCase(KeyboardMember.self))
        #expect(Self.everyNameFindsItsCase(AnimationMember.self))
        #expect(Self.everyNameFindsItsCase(UserInfoKey.self))
        #expect(Self.everyNameFindsItsCase(DeviceMember.self))
        #expect(Self.everyNameFindsItsCase(PolicyParameter.self))
        #expect(Self.everyNameFindsItsCase(MarginMember.self))
        #expect(Self.everyNameFindsItsCase(BatchMember.self))
        #expect(Self.everyNameFindsItsCase(MatrixMember.self))
        #expect(Self.everyNameFindsItsCase(StretchMember.self))
        #expect(Self.everyNameFindsItsCase(PinnedMember.self))
        #expect(Self.everyNameFindsItsCase(DesignMember.self))
    }

    /// A case is named as its member is on the wire, except where the wire's name is none a case
    /// can have; messages list the names the table holds.
    @Test func casesAreNamedAsTheirMembers() {
        #expect(ContainerMember.insetAdjustment.wireName == "insetAdjustment")
        #expect(PolicyParameter.name.wireName == "name")
        #expect(UserInfoKey.frameEnd.wireName == "UIKeyboardFrameEndUserInfoKey")
        #expect(UserInfoKey.names.name(at: UserInfoKey.curve.rawValue) == "UIKeyboardAnimationCurveUserInfoKey")
        #expect(ElementMember.memberList == "{id, frame, caret, kind}")
        #expect(RectMember.memberList == "{x, y, width, height}")
    }

    @Test(arguments: ["", "frames", "fram", "Frame", "UIKeyboardFrameEndUserInfoKeys", "contentInsets"])
    func aNameOfNoCaseFindsNothing(name: String) {
        let bytes = Array(name.utf8) + [0]
        bytes.withUnsafeBufferPointer { buffer in
            for names in [RootMember.names, ContainerMember.names, UserInfoKey.names, RectMember.names] {
                #expect(names.index(of: buffer.baseAddress!, length: name.utf8.count, readable: name.utf8.count) == nil)
            }
        }
    }
}
