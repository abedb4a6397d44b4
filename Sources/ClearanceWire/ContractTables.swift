import ClearanceContract
import ClearanceJSON
import DeviceCatalog
import KeyboardAvoidance

/// The members of a policy object (the engine has a `PolicyParameter` of its own).
typealias PolicyParameter = ClearanceContract.PolicyParameter

/// The contract's member names and enumerated values as the reader's tables: each object's
/// ``NameTable`` and each enumeration's ``WireValues``, built once from the contract's cases.

extension RectMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension SizeMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension PointMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension InsetMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension RootMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension WindowMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension ContainerMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension ElementMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension PinnedMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension OptionMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension KeyboardMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension AnimationMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension UserInfoKey: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension DeviceMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension PolicyParameter: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension MarginMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension BatchMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension MatrixMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension StretchMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension DesignCheckMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension DesignMember: NamedMembers {
    static let names = NameTable(members: Self.self)
}

extension AnchorWord: DecodedEnum {
    static let wire = WireValues(wireCases)
}

extension FigureChoice: DecodedEnum {
    static let wire = WireValues(wireCases)
}

extension Strategy: DecodedEnum {
    static let wire = WireValues(wireCases)
}

extension Pin: DecodedEnum {
    static let wire = WireValues(wireCases)
}

extension ElementKind: DecodedEnum {
    static let wire = WireValues(wireCases)
}

extension InsetAdjustment: DecodedEnum {
    static let wire = WireValues(wireCases)
}

extension KeyboardRequestState: DecodedEnum {
    static let wire = WireValues(wireCases)
}

extension Orientation: DecodedEnum {
    static let wire = WireValues(wireCases)
}

extension KeyboardVariant: DecodedEnum {
    static let wire = WireValues(wireCases)
}

extension KeyboardType: DecodedEnum {
    static let wire = WireValues(wireCases)
}

extension KeyboardStyle: DecodedEnum {
    static let wire = WireValues(wireCases)
}

extension SwiftUIPolicy.ContentAlignment: DecodedEnum {
    static let wire = WireValues(wireCases)
}

extension ReactNativePolicy.Behavior: DecodedEnum {
    static let wire = WireValues(wireCases)
}

extension FlutterPolicy.Handles: DecodedEnum {
    static let wire = WireValues(wireCases)
}

extension Policy: DecodedEnum {
    static let wire = WireValues(wireCases)
}
