/// A design document as the codec read it: JSON values, with only the members an adapter keeps
/// (``DesignAdapter/keptMembers``); every other member was skipped unread into memory.
public indirect enum DesignValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([DesignValue])
    case object([String: DesignValue])

    /// The member `name` of an object, or `nil`.
    public subscript(_ name: String) -> DesignValue? {
        if case .object(let members) = self { return members[name] }
        return nil
    }

    /// The string, or `nil`.
    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The number, or `nil`.
    public var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The boolean, or `nil`.
    public var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The items of an array, or `[]`.
    public var items: [DesignValue] {
        if case .array(let items) = self { return items }
        return []
    }

    /// The members of an object, or `[:]`.
    public var members: [String: DesignValue] {
        if case .object(let members) = self { return members }
        return [:]
    }

    /// Whether it is an object.
    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
