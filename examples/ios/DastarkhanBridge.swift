// Host side of the Dastarkhan bridge for a WKWebView (the protocol: docs/protocol.md).
//
// Usage, before loading the mini-app:
//   let bridge = DastarkhanBridge(webView: webView, appOrigin: URL(string: "https://food.dastarkhan.kz")!,
//                                 services: self)
//   webView.load(URLRequest(url: URL(string: "https://food.dastarkhan.kz/app/")!))
// Hardware back / navigation back:
//   Task { if await !bridge.back() { navigationController?.popViewController(animated: true) } }
// Params are checked against DastarkhanBridge+Params.swift before a method runs; the host controls (main
// button, popups, phone number...) are in DastarkhanBridge+Controls.swift.

import AVFoundation
import CoreLocation
import UIKit
import WebKit

/// What only your app can do: its own screens and accounts.
@MainActor
protocol DastarkhanHostServices: AnyObject {
    /// A one-time OAuth code for the Dastarkhan client, or nil when the user declined.
    func dastarkhanAuthCode() async throws -> String?
    /// The signed-in user's track id for login by track id (docs/contract/states.md#login-by-track-id), or nil when the user declined.
    func dastarkhanTrackId() async throws -> String?
    /// True when the payment went through, false when the user closed the payment screen.
    func pay(trackId: String, paymentUrl: URL, walletType: String?) async throws -> Bool
    /// The scanned (or typed) text and its format ("ean_13", "qr_code", "manual", ...), or nil when dismissed.
    func scan(formats: [String]) async throws -> (text: String, format: String)?
    func currentLocation(highAccuracy: Bool, timeout: TimeInterval) async -> CLLocation?
    func track(event name: String, properties: [String: Any])
    func closeMiniApp()
    /// The signed-in user's phone number as the consent shows it ("+7 701 *** 12 34"), or nil when you know none.
    func dastarkhanPhoneNumber() -> String?
    /// Asks YOUR backend for a phone grant for the signed-in user: a token it signs with your host secret
    /// (docs/protocol.md, phone.request), which the mini-app exchanges at Dastarkhan's token endpoint. Never
    /// build it in the app: the secret stays on your server.
    func dastarkhanPhoneGrant() async throws -> String
}

struct BridgeError: Error {
    let code: String  // unsupported | invalid_params | denied | busy | internal
    let message: String
}

@MainActor
final class DastarkhanBridge: NSObject, WKScriptMessageHandler {
    static let handlerName = "DastarkhanHost"

    private(set) weak var webView: WKWebView?
    private(set) weak var services: DastarkhanHostServices?
    private let appOrigin: String
    private var running: [String: Task<Void, Never>] = [:]
    private var backAnswers: [String: CheckedContinuation<Bool, Never>] = [:]
    private var nextEventId = 0
    private(set) var connected = false
    /// The mini-app asked to be asked before it closes (while an order is being sent): see confirmClose.
    var closingConfirmation = false
    private var helloId: String?
    /// The main button, the back button's meaning, the sheet's mode and the open popup (+Controls.swift).
    let controls = DastarkhanControls()
    var config: [String: Any]
    var launch: [String: Any]

    init(webView: WKWebView, appOrigin: URL, services: DastarkhanHostServices,
         config: [String: Any] = [:], launch: [String: Any] = [:]) {
        self.webView = webView
        self.services = services
        self.appOrigin = Self.origin(of: appOrigin) ?? ""
        self.config = config
        self.launch = launch
        super.init()
        controls.mainButtonBar.onPress = { [weak self] in self?.pressMainButton() }
        // WKUserContentController keeps its handlers strongly: call detach() when the screen goes away.
        webView.configuration.userContentController.add(self, name: Self.handlerName)
    }

    func detach() {
        webView?.configuration.userContentController.removeScriptMessageHandler(forName: Self.handlerName)
        running.values.forEach { $0.cancel() }
        running.removeAll()
    }

    // MARK: inbound

    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        let frameOrigin = message.frameInfo.securityOrigin
        let sender = "\(frameOrigin.protocol)://\(frameOrigin.host)" + (frameOrigin.port == 0 ? "" : ":\(frameOrigin.port)")
        // Only the mini-app's own page may call us: not a frame inside it, not a page it navigated to.
        guard message.frameInfo.isMainFrame, sender == appOrigin,
              let json = message.body as? String,
              let envelope = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any],
              envelope["protocol"] as? String == "dastarkhan-bridge",
              let kind = envelope["kind"] as? String,
              let id = envelope["id"] as? String
        else { return }

        switch kind {
        case "hello":
            welcome(id: id, versions: envelope["versions"] as? [Int] ?? [])
        case "request" where connected:
            guard running[id] == nil, let method = envelope["method"] as? String else { return }
            // Params are an object, `{}` when there are none: anything else is refused (the conformance kit checks it).
            guard let params = envelope["params"] as? [String: Any] else {
                send(["kind": "response", "id": id, "error": ["code": "invalid_params", "message": "params must be an object"]])
                return
            }
            running[id] = Task { await self.answer(id: id, method: method, params: params) }
        case "cancel":
            running.removeValue(forKey: id)?.cancel()  // close the screen the call opened, answer nothing
        case "response":
            let handled = (envelope["result"] as? [String: Any])?["handled"] as? Bool ?? false
            backAnswers.removeValue(forKey: id)?.resume(returning: handled)
        default:
            return
        }
    }

    private func welcome(id: String, versions: [Int]) {
        // The app repeats its hello until a welcome arrives: the same id is the same page, answered again.
        if id != helloId {
            running.values.forEach { $0.cancel() }  // a new page: the old one's calls are moot
            running.removeAll()
            closingConfirmation = false
            controls.reset()
        }
        helloId = id
        guard versions.contains(1) else {
            send(["kind": "response", "id": id, "error": ["code": "unsupported", "message": "This host speaks protocol 1"]])
            return
        }
        connected = true
        let methods = ["auth.code", "auth.trackId", "pay.open", "scan.qr", "scan.barcode", "haptic", "permission.status",
                       "permission.request", "geo.position", "geo.enabled", "cache.clear", "analytics.event",
                       "link.open", "app.close"] + Self.capabilityMethods + Self.controlMethods
        send([
            "kind": "welcome", "id": id,
            "host": ["name": "Partner iOS", "version": Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "", "platform": "ios"],
            "methods": Dictionary(uniqueKeysWithValues: methods.map { ($0, 1) }),
            "config": config, "launch": launch, "theme": currentTheme(), "viewport": currentViewport(),
        ])
    }

    private func answer(id: String, method: String, params: [String: Any]) async {
        defer { running[id] = nil }
        do {
            // Before anything runs: params that break docs/protocol.md never open a screen.
            if let fields = Self.paramRules[method], let problem = Rule.problem(fields, params) {
                throw BridgeError(code: "invalid_params", message: "\(method): \(problem)")
            }
            let result = try await perform(method: method, params: params)
            guard !Task.isCancelled else { return }
            send(["kind": "response", "id": id, "result": result ?? NSNull()])
        } catch let error as BridgeError {
            guard !Task.isCancelled else { return }
            send(["kind": "response", "id": id, "error": ["code": error.code, "message": error.message]])
        } catch {
            guard !Task.isCancelled else { return }
            send(["kind": "response", "id": id, "error": ["code": "internal", "message": error.localizedDescription]])
        }
    }

    // MARK: methods (their params have passed paramRules)

    private func perform(method: String, params: [String: Any]) async throws -> Any? {
        guard let services else { throw BridgeError(code: "internal", message: "The host screen is gone") }
        switch method {
        case "auth.code":
            guard let code = try await services.dastarkhanAuthCode() else { return ["status": "dismissed"] }
            return ["status": "success", "code": code]
        case "auth.trackId":
            guard let trackId = try await services.dastarkhanTrackId() else { return ["status": "dismissed"] }
            return ["status": "success", "trackId": trackId]
        case "pay.open":
            guard let trackId = params["trackId"] as? String,
                  let paymentUrl = (params["paymentUrl"] as? String).flatMap(URL.init(string:))
            else { throw BridgeError(code: "internal", message: "This host cannot open the payment URL") }
            let paid = try await services.pay(trackId: trackId, paymentUrl: paymentUrl, walletType: params["walletType"] as? String)
            return ["status": paid ? "success" : "closed"]
        case "scan.qr", "scan.barcode":
            let formats = method == "scan.qr" ? ["qr_code"] : (params["formats"] as? [String] ?? [
                "ean_13", "ean_8", "code_128", "code_39", "code_93", "itf", "upc_a", "upc_e"])
            guard let scanned = try await services.scan(formats: formats) else { return ["status": "dismissed"] }
            return ["status": "success", "text": scanned.text, "format": scanned.format]
        case "haptic":
            try playHaptic(params["type"] as? String)
            return nil
        case "permission.status", "permission.request":
            return ["state": try permissionState(params["name"] as? String)]
        case "geo.position":
            guard CLLocationManager.locationServicesEnabled() else { return ["status": "denied"] }
            let timeout = (params["timeoutMs"] as? Double ?? 5000) / 1000
            guard let location = await services.currentLocation(highAccuracy: params["highAccuracy"] as? Bool ?? true, timeout: timeout)
            else { return ["status": "unavailable"] }
            return ["status": "success", "latitude": location.coordinate.latitude,
                    "longitude": location.coordinate.longitude, "accuracy": location.horizontalAccuracy]
        case "geo.enabled":
            return ["enabled": CLLocationManager.locationServicesEnabled()]
        case "cache.clear":
            let types: Set<String> = [WKWebsiteDataTypeDiskCache, WKWebsiteDataTypeMemoryCache]
            await WKWebsiteDataStore.default().removeData(ofTypes: types, modifiedSince: .distantPast)
            return nil
        case "analytics.event":
            guard let name = params["name"] as? String else { return nil }
            services.track(event: name, properties: params["properties"] as? [String: Any] ?? [:])
            return nil
        case "link.open":
            guard let url = (params["url"] as? String).flatMap(URL.init(string:)) else { return nil }
            await UIApplication.shared.open(url)
            return nil
        case "app.close":
            services.closeMiniApp()
            return nil
        default:
            if let result = try await performCapability(method: method, params: params) { return result }
            if let result = try await performControl(method: method, params: params) { return result }
            throw BridgeError(code: "unsupported", message: "\(method) is not offered by this host")
        }
    }

    private func playHaptic(_ type: String?) throws {
        switch type {
        case "impactLight": UIImpactFeedbackGenerator(style: .light).impactOccurred()
        case "impactMedium": UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        case "impactHeavy": UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
        case "rigid": UIImpactFeedbackGenerator(style: .rigid).impactOccurred()
        case "soft": UIImpactFeedbackGenerator(style: .soft).impactOccurred()
        case "notificationSuccess": UINotificationFeedbackGenerator().notificationOccurred(.success)
        case "notificationWarning": UINotificationFeedbackGenerator().notificationOccurred(.warning)
        case "notificationError": UINotificationFeedbackGenerator().notificationOccurred(.error)
        case "selection": UISelectionFeedbackGenerator().selectionChanged()
        default: throw BridgeError(code: "invalid_params", message: "Unknown haptic type")
        }
    }

    /// Reports the state; a real host shows the system prompt for permission.request when notDetermined.
    private func permissionState(_ name: String?) throws -> String {
        switch name {
        case "geolocation":
            switch CLLocationManager().authorizationStatus {
            case .authorizedAlways, .authorizedWhenInUse: return "granted"
            case .notDetermined: return "notDetermined"
            default: return "denied"
            }
        case "camera":
            switch AVCaptureDevice.authorizationStatus(for: .video) {
            case .authorized: return "granted"
            case .notDetermined: return "notDetermined"
            default: return "denied"
            }
        default:
            throw BridgeError(code: "invalid_params", message: "name is geolocation or camera")
        }
    }

    // MARK: outbound

    /// The back button: true when the mini-app closed one of its layers; otherwise go back yourself.
    func back() async -> Bool {
        // At its root (backButton.set false) the mini-app would answer false: the back is yours, no need to ask.
        guard connected, controls.appHasBack != false else { return false }
        nextEventId += 1
        let id = "ios-\(nextEventId)"
        return await withCheckedContinuation { continuation in
            backAnswers[id] = continuation
            send(["kind": "event", "event": "back", "data": [String: Any](), "id": id])
            Task {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                self.backAnswers.removeValue(forKey: id)?.resume(returning: false)
            }
        }
    }

    func setVisible(_ visible: Bool) {
        if connected { send(["kind": "event", "event": "visibility", "data": ["visible": visible]]) }
    }

    func updateConfig(_ newConfig: [String: Any]) {
        config = newConfig
        if connected { send(["kind": "event", "event": "config", "data": newConfig]) }
    }

    func send(_ body: [String: Any]) {
        var message = body
        message["protocol"] = "dastarkhan-bridge"
        message["version"] = 1
        guard let webView, Self.origin(of: webView.url) == appOrigin,
              let json = try? JSONSerialization.data(withJSONObject: message),
              let literal = try? JSONSerialization.data(withJSONObject: String(decoding: json, as: UTF8.self), options: .fragmentsAllowed),
              let origin = try? JSONSerialization.data(withJSONObject: appOrigin, options: .fragmentsAllowed)
        else { return }
        // The page checks its own origin again: it may have navigated since the check above.
        let script = "(function(){if(location.origin!==\(String(decoding: origin, as: UTF8.self)))return;" +
            "window.dispatchEvent(new MessageEvent('message',{data:\(String(decoding: literal, as: UTF8.self))}));})();"
        webView.evaluateJavaScript(script, completionHandler: nil)
    }

    private static func origin(of url: URL?) -> String? {
        guard let url, let scheme = url.scheme, let host = url.host else { return nil }
        return "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "")
    }
}
