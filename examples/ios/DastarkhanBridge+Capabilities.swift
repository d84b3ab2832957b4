// The host capabilities of docs/protocol.md beyond the docs/contract/calls.md#host-bridge-functions calls, for DastarkhanBridge.swift: the share
// sheet, the closing confirmation, the access token in the Keychain, the theme and the safe-area insets.
//
// Usage:
//   - From your view controller's viewSafeAreaInsetsDidChange / viewDidLayoutSubviews: bridge.updateViewport()
//   - From traitCollectionDidChange: bridge.setTheme(scheme: traitCollection.userInterfaceStyle == .dark ? "dark" : "light")
//   - Before your close button (or swipe-down) closes the mini-app: bridge.confirmClose(from: self) { dismiss(animated: true) }

import Security
import UIKit
import WebKit

extension DastarkhanBridge {
    static let capabilityMethods = ["share", "closing.confirm", "secure.get", "secure.set"]

    /// The welcome's theme: the system's scheme (send a palette here too if your app has its own colours).
    func currentTheme() -> [String: Any] {
        ["scheme": webView?.traitCollection.userInterfaceStyle == .dark ? "dark" : "light"]
    }

    /// The welcome's viewport: what the status bar, the notch and the home indicator cover, in CSS pixels
    /// (UIKit points are CSS pixels in a WKWebView at zoom 1), and the sheet's mode (view.expand).
    func currentViewport() -> [String: Any] {
        let insets = webView?.safeAreaInsets ?? .zero
        return ["safeArea": ["top": insets.top, "right": insets.right, "bottom": insets.bottom, "left": insets.left],
                "height": webView?.bounds.height ?? 0, "mode": controls.viewMode]
    }

    func setTheme(scheme: String, colors: [String: String] = [:]) {
        var theme: [String: Any] = ["scheme": scheme]
        if !colors.isEmpty { theme["colors"] = colors }  // "#rgb" or "#rrggbb" only, or the app ignores the theme
        if connected { send(["kind": "event", "event": "theme", "data": theme]) }
    }

    func updateViewport() {
        if connected { send(["kind": "event", "event": "viewport", "data": currentViewport()]) }
    }

    /// Your close button: asks the guest first while the mini-app sends an order, else closes at once.
    func confirmClose(from controller: UIViewController, close: @escaping () -> Void) {
        guard closingConfirmation else { return close() }
        let alert = UIAlertController(title: "Close the mini-app?", message: "Your order is being sent.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Stay", style: .cancel))
        alert.addAction(UIAlertAction(title: "Close", style: .destructive) { _ in close() })
        controller.present(alert, animated: true)
    }

    /// The methods of this file; nil when `method` is none of them. Params are valid here (paramRules).
    func performCapability(method: String, params: [String: Any]) async throws -> Any?? {
        switch method {
        case "share":
            var items: [Any] = []
            if let text = params["text"] as? String { items.append(text) }
            if let url = (params["url"] as? String).flatMap(URL.init(string:)) { items.append(url) }
            if items.isEmpty, let title = params["title"] as? String { items.append(title) }
            // Every field is optional: with nothing to share no sheet opens, as if the guest closed it.
            guard !items.isEmpty else { return .some(["status": "dismissed"]) }
            guard let presenter = webView?.window?.rootViewController
            else { throw BridgeError(code: "internal", message: "The host screen is gone") }
            let completed: Bool = await withCheckedContinuation { continuation in
                let sheet = UIActivityViewController(activityItems: items, applicationActivities: nil)
                sheet.popoverPresentationController?.sourceView = webView
                sheet.completionWithItemsHandler = { _, done, _, _ in continuation.resume(returning: done) }
                presenter.present(sheet, animated: true)
            }
            return .some(["status": completed ? "shared" : "dismissed"])
        case "closing.confirm":
            closingConfirmation = params["enabled"] as? Bool == true
            return .some(nil)
        case "secure.get":
            return .some(["value": try Keychain.read(params["key"] as? String ?? "") ?? NSNull()])
        case "secure.set":
            // A null value removes the key.
            try Keychain.write(params["key"] as? String ?? "", params["value"] as? String)
            return .some(nil)
        default:
            return nil
        }
    }
}

/// Generic passwords in the Keychain, this device only and readable after the first unlock.
private enum Keychain {
    static let service = "kz.dastarkhan.miniapp"

    static func read(_ key: String) throws -> String? {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                    kSecAttrAccount as String: key, kSecReturnData as String: true]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = item as? Data
        else { throw BridgeError(code: "internal", message: "Keychain read failed (\(status))") }
        return String(decoding: data, as: UTF8.self)
    }

    static func write(_ key: String, _ value: String?) throws {
        let match: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                    kSecAttrAccount as String: key]
        SecItemDelete(match as CFDictionary)
        guard let value else { return }
        var item = match
        item[kSecValueData as String] = Data(value.utf8)
        item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let status = SecItemAdd(item as CFDictionary, nil)
        guard status == errSecSuccess else { throw BridgeError(code: "internal", message: "Keychain write failed (\(status))") }
    }
}
