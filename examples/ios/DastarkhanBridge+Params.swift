// The params rules of docs/protocol.md for DastarkhanBridge.swift: every request's params are checked against
// paramRules before its method runs, and params that break them are answered `invalid_params` (the
// conformance kit sends such calls: wrong types, empty or too long strings, control characters, unsafe URLs).
// scripts/examples-check.ts reads this table as text and compares it with the kit's schemas, so keep it one
// literal: rules written out, no constants.

import Foundation

/// What one field's value must be.
indirect enum Rule {
    /// A string of min...max characters (Unicode code points, as JSON Schema counts them); `plain`: without
    /// control characters (U+0000-U+001F, U+007F-U+009F), for texts the host draws in its own chrome.
    case text(min: Int = 0, max: Int = .max, plain: Bool = false)
    /// A string that the pattern matches as a whole.
    case matches(String)
    /// An absolute URL that may be opened: a scheme first, and not javascript:, data:, vbscript:, blob: or file:.
    case url
    /// An absolute http: or https: URL.
    case webUrl
    case bool
    /// A finite number; a JSON boolean is not one.
    case numeric
    /// An object whose values are strings, numbers, booleans or null (no nesting).
    case scalars
    case oneOf([String])
    case listOf(Rule)
    case nullable(Rule)
    /// An array of min...max objects with these fields, no two with the same `unique` field.
    case objects(min: Int, max: Int, unique: String, fields: [Field])
}

struct Field {
    let name: String
    let rule: Rule
    /// May be left out.
    let optional: Bool
    /// Required only while this boolean field of the same params is true (the main button's text while visible).
    let requiredWhen: String?

    init(_ name: String, _ rule: Rule, optional: Bool = false, requiredWhen: String? = nil) {
        self.name = name
        self.rule = rule
        self.optional = optional
        self.requiredWhen = requiredWhen
    }
}

extension Rule {
    /// JSONSerialization gives numbers and booleans alike as NSNumber: only CFBoolean is a JSON boolean.
    static func isBool(_ value: Any?) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return CFGetTypeID(number) == CFBooleanGetTypeID()
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x1F || (0x7F...0x9F).contains(scalar.value)
    }

    func accepts(_ value: Any) -> Bool {
        switch self {
        case let .text(min, max, plain):
            guard let text = value as? String else { return false }
            let length = text.unicodeScalars.count
            return length >= min && length <= max && !(plain && text.unicodeScalars.contains(where: Rule.isControl))
        case let .matches(pattern):
            guard let text = value as? String, let regex = try? NSRegularExpression(pattern: pattern) else { return false }
            // The whole string: ICU's `$` also matches before a final newline, which the match would then leave out.
            let whole = NSRange(text.startIndex..., in: text)
            return regex.firstMatch(in: text, options: [.anchored], range: whole)?.range == whole
        case .url:
            guard let text = value as? String, text.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil,
                  let scheme = URL(string: text)?.scheme?.lowercased()
            else { return false }
            return !["javascript", "data", "vbscript", "blob", "file"].contains(scheme)
        case .webUrl:
            guard let text = value as? String, URL(string: text)?.host != nil else { return false }
            return text.range(of: "^[hH][tT][tT][pP][sS]?:", options: .regularExpression) != nil
        case .bool:
            return Rule.isBool(value)
        case .numeric:
            guard let number = value as? NSNumber, !Rule.isBool(number) else { return false }
            return number.doubleValue.isFinite
        case .scalars:
            guard let object = value as? [String: Any] else { return false }
            return object.values.allSatisfy { $0 is NSNull || $0 is String || $0 is NSNumber }
        case let .oneOf(values):
            guard let text = value as? String else { return false }
            return values.contains(text)
        case let .listOf(rule):
            guard let items = value as? [Any] else { return false }
            return items.allSatisfy(rule.accepts)
        case let .nullable(rule):
            return value is NSNull || rule.accepts(value)
        case let .objects(min, max, unique, fields):
            guard let items = value as? [Any], (min...max).contains(items.count),
                  items.allSatisfy({ Rule.problem(fields, $0) == nil })
            else { return false }
            let keys = items.compactMap { ($0 as? [String: Any])?[unique] as? String }
            return Set(keys).count == items.count
        }
    }

    /// Why `params` break `fields` (naming the first field that does), or nil when they pass.
    static func problem(_ fields: [Field], _ params: Any) -> String? {
        guard let params = params as? [String: Any] else { return "params must be an object" }
        for field in fields {
            // A JSON null is present (NSNull): only a missing key is left out.
            guard let value = params[field.name] else {
                let required = field.requiredWhen.map { isBool(params[$0]) && (params[$0] as? Bool) == true } ?? !field.optional
                if required { return "\(field.name) is required" }
                continue
            }
            if !field.rule.accepts(value) { return "\(field.name) breaks docs/protocol.md" }
        }
        return nil
    }
}

extension DastarkhanBridge {
    /// Per method, its params' fields; a method without an entry is not offered.
    static let paramRules: [String: [Field]] = [
        "auth.code": [],
        "auth.trackId": [],
        "pay.open": [
            Field("trackId", .text(min: 1)),
            Field("paymentUrl", .text()),
            Field("walletType", .text(), optional: true),
            // One leading "/", no control characters, spaces or backslashes.
            Field("successPath", .matches("^\\/(?:[^/\\\\\\u0000-\\u0020\\u007f][^\\\\\\u0000-\\u0020\\u007f]*)?$"), optional: true),
            Field("failurePath", .matches("^\\/(?:[^/\\\\\\u0000-\\u0020\\u007f][^\\\\\\u0000-\\u0020\\u007f]*)?$"), optional: true),
        ],
        "scan.qr": [],
        "scan.barcode": [
            Field("formats", .listOf(.oneOf(["ean_13", "ean_8", "code_128", "code_39", "code_93", "itf", "upc_a", "upc_e"])),
                  optional: true),
        ],
        "haptic": [
            Field("type", .oneOf(["impactLight", "impactMedium", "impactHeavy", "rigid", "soft", "notificationSuccess",
                                  "notificationWarning", "notificationError", "selection"])),
        ],
        "permission.status": [Field("name", .oneOf(["geolocation", "camera"]))],
        "permission.request": [Field("name", .oneOf(["geolocation", "camera"]))],
        "geo.position": [
            Field("highAccuracy", .bool, optional: true),
            Field("timeoutMs", .numeric, optional: true),
            Field("maxAgeMs", .numeric, optional: true),
        ],
        "geo.enabled": [],
        "cache.clear": [],
        "analytics.event": [
            Field("name", .text(min: 1)),
            Field("properties", .scalars, optional: true),
        ],
        "link.open": [
            Field("url", .url),
            Field("kind", .oneOf(["browser", "navigation", "messenger"]), optional: true),
        ],
        "app.close": [],
        "share": [
            Field("text", .text(), optional: true),
            Field("url", .webUrl, optional: true),
            Field("title", .text(), optional: true),
        ],
        "closing.confirm": [Field("enabled", .bool)],
        "secure.get": [Field("key", .matches("^[A-Za-z0-9._-]{1,64}$"))],
        "secure.set": [
            Field("key", .matches("^[A-Za-z0-9._-]{1,64}$")),
            Field("value", .nullable(.text())),
        ],
        "mainButton.set": [
            Field("visible", .bool),
            Field("text", .text(min: 1, max: 64, plain: true), requiredWhen: "visible"),
            Field("enabled", .bool, optional: true),
            Field("progress", .bool, optional: true),
        ],
        "backButton.set": [Field("visible", .bool)],
        "view.expand": [Field("fullscreen", .bool)],
        "popup.open": [
            Field("title", .text(min: 1, max: 64, plain: true), optional: true),
            Field("message", .text(min: 1, max: 256, plain: true)),
            Field("buttons", .objects(min: 1, max: 3, unique: "id", fields: [
                Field("id", .matches("^[A-Za-z0-9_-]{1,64}$")),
                Field("text", .text(min: 1, max: 64, plain: true)),
                Field("style", .oneOf(["default", "cancel", "destructive"])),
            ])),
        ],
        "clipboard.write": [Field("text", .text(min: 1, max: 4096, plain: true))],
        "phone.request": [],
    ]
}
