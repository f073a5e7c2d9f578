/// Finds where JSON nesting first exceeds a limit, in one pass over the bytes and without recursion, so a
/// million-deep array is refused cheaply before Foundation's decoder sees it.
enum DepthScanner {
    /// The JSON Pointer of the container that crosses `limit`, or nil when the nesting stays within it.
    static func firstExcess(in bytes: [UInt8], limit: Int) -> String? {
        struct Level {
            var isObject: Bool
            var index = 0
            var key: [UInt8] = []
            var expectingKey: Bool
        }
        var stack: [Level] = []
        var inString = false
        var escaped = false
        var capturing = false
        var captured: [UInt8] = []
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                    if capturing { captured.append(byte) }
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                    if capturing { captured.append(byte) }
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if capturing, !stack.isEmpty {
                        stack[stack.count - 1].key = captured
                        capturing = false
                    }
                } else if capturing {
                    captured.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                if let last = stack.last, last.isObject, last.expectingKey {
                    capturing = true
                    captured = []
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if stack.count >= limit {
                    return pointer(
                        stack.map { level in
                            level.isObject ? String(decoding: level.key, as: UTF8.self) : String(level.index)
                        })
                }
                stack.append(Level(isObject: byte == UInt8(ascii: "{"), expectingKey: byte == UInt8(ascii: "{")))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
            case UInt8(ascii: ":"):
                if !stack.isEmpty { stack[stack.count - 1].expectingKey = false }
            case UInt8(ascii: ","):
                if !stack.isEmpty {
                    stack[stack.count - 1].index += 1
                    if stack[stack.count - 1].isObject { stack[stack.count - 1].expectingKey = true }
                }
            default:
                break
            }
        }
        return nil
    }

    private static func pointer(_ tokens: [String]) -> String {
        tokens.map { "/" + JSONPointer.escape($0) }.joined()
    }
}
