/// The value at `path` inside a document `JSONSerialization` read: each step a member's name, or
/// an array's index written in digits; `nil` where the path leads nowhere.
public func jsonValue(_ object: Any?, at path: [String]) -> Any? {
    var current = object
    for key in path {
        if let index = Int(key), let array = current as? [Any] {
            current = index < array.count ? array[index] : nil
        } else {
            current = (current as? [String: Any])?[key]
        }
    }
    return current
}
