// The host controls of docs/protocol.md for DastarkhanBridge.swift: the main button drawn in your own bar,
// the back button's meaning, expanding the mini-app's sheet, native popups, the clipboard, and the guest's
// phone number as a grant signed by your backend. Each is announced in the welcome's methods; the
// mini-app keeps its own in-page way for any that a host leaves out.
//
// Usage:
//   - Lay bridge.controls.mainButtonBar out under the web view (a vertical UIStackView collapses it while
//     hidden) and call bridge.updateViewport() when the web view's height changed.
//   - bridge.controls.onBackButtonChange = { [weak self] hasBack in self?.showsBackArrow = hasBack }: while
//     true the mini-app has somewhere to go back to, and bridge.back() asks it; false: it is at its root, and
//     bridge.back() answers false at once, without asking, so your back closes the mini-app.
//   - A host that shows the mini-app full height from the start sets bridge.controls.viewMode = "expanded"
//     before loading it. When the guest drags your sheet back down (UISheetPresentationControllerDelegate's
//     sheetPresentationControllerDidChangeSelectedDetentIdentifier), set viewMode = "compact" and call
//     bridge.updateViewport(). Fullscreen hides your navigation and tab bars; the status bar and the home
//     indicator stay.
//   - Implement DastarkhanHostServices.dastarkhanPhoneNumber() and dastarkhanPhoneGrant() for phone.request.

import UIKit
import WebKit

/// The host's own controls that the mini-app drives; the bridge keeps one (bridge.controls).
@MainActor
final class DastarkhanControls {
    /// Your screen's bottom bar with the mini-app's primary action ("Pay 1 290 ₸"), hidden until it asks.
    let mainButtonBar = MainButtonBar()
    /// The mini-app has somewhere to go back to (backButton.set); nil while it has not said on this page (an
    /// app older than backButton.set never does): then `back` asks it as before.
    private(set) var appHasBack: Bool?
    var onBackButtonChange: ((Bool) -> Void)?
    /// The viewport's mode: "compact", "expanded" or "fullscreen".
    var viewMode = "compact"
    /// The popup (or phone consent) on screen: one at a time.
    fileprivate var popup: PopupAlert?

    /// A new page starts with the host's own controls: no main button, no popup, back not yet told.
    func reset() {
        mainButtonBar.apply(visible: false, text: nil, enabled: true, progress: false)
        appHasBack = nil
        onBackButtonChange?(false)
        popup?.close(with: nil)
    }

    fileprivate func setAppHasBack(_ hasBack: Bool) {
        guard hasBack != appHasBack else { return }
        appHasBack = hasBack
        onBackButtonChange?(hasBack)
    }
}

/// A filled button across the bottom, with a spinner while the mini-app reports progress.
final class MainButtonBar: UIView {
    private let button = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private var progress = false
    var onPress: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        button.translatesAutoresizingMaskIntoConstraints = false
        spinner.translatesAutoresizingMaskIntoConstraints = false
        button.backgroundColor = tintColor
        button.setTitleColor(.white, for: .normal)
        button.setTitleColor(UIColor.white.withAlphaComponent(0.6), for: .disabled)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.layer.cornerRadius = 12
        button.addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)
        spinner.color = .white
        spinner.hidesWhenStopped = true
        addSubview(button)
        button.addSubview(spinner)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            button.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            button.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
            button.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
            spinner.centerYAnchor.constraint(equalTo: button.centerYAnchor),
            spinner.trailingAnchor.constraint(equalTo: button.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("MainButtonBar is made in code") }

    /// mainButton.set: each call replaces the whole state (a hidden button may leave its text out).
    func apply(visible: Bool, text: String?, enabled: Bool, progress: Bool) {
        isHidden = !visible
        button.setTitle(text, for: .normal)
        self.progress = progress
        button.isEnabled = enabled && !progress
        button.alpha = enabled ? 1 : 0.5
        if progress { spinner.startAnimating() } else { spinner.stopAnimating() }
        button.accessibilityValue = progress ? "In progress" : nil
    }

    private func tapped() {
        // The press goes to the mini-app only while it can act on it: visible, enabled and not in progress.
        guard !isHidden, button.isEnabled, !progress else { return }
        onPress?()
    }
}

/// A native alert on screen and the call waiting for it. An alert has no way out but its buttons, so it ends
/// without one (nil) only when the host takes it away: a new page, or the call's cancel.
@MainActor
private final class PopupAlert {
    let alert: UIAlertController
    private var onClose: ((String?) -> Void)?

    init(_ alert: UIAlertController) { self.alert = alert }

    func start(_ onClose: @escaping (String?) -> Void) { self.onClose = onClose }

    /// Answers once: with the button tapped (the alert closes itself), or nil, closing the alert.
    func close(with id: String?) {
        let report = onClose
        onClose = nil
        report?(id)
        if id == nil, alert.presentingViewController != nil { alert.dismiss(animated: true) }
    }
}

extension DastarkhanBridge {
    static let controlMethods = ["mainButton.set", "backButton.set", "view.expand", "popup.open", "clipboard.write",
                                 "phone.request"]

    /// The guest tapped the main button: an event without an id, no answer expected.
    func pressMainButton() {
        if connected { send(["kind": "event", "event": "mainButton.press", "data": [String: Any]()]) }
    }

    /// The methods of this file; nil when `method` is none of them. Params are valid here (paramRules).
    func performControl(method: String, params: [String: Any]) async throws -> Any?? {
        switch method {
        case "mainButton.set":
            controls.mainButtonBar.apply(visible: params["visible"] as? Bool == true, text: params["text"] as? String,
                                         enabled: params["enabled"] as? Bool ?? true,
                                         progress: params["progress"] as? Bool ?? false)
            return .some(nil)
        case "backButton.set":
            controls.setAppHasBack(params["visible"] as? Bool == true)
            return .some(nil)
        case "view.expand":
            let fullscreen = params["fullscreen"] as? Bool == true
            guard let screen = hostingController() else { throw BridgeError(code: "internal", message: "The host screen is gone") }
            if let sheet = screen.sheetPresentationController {
                sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            }
            // Fullscreen hides your own bars; the system's status bar and home indicator stay.
            screen.navigationController?.setNavigationBarHidden(fullscreen, animated: true)
            screen.tabBarController?.tabBar.isHidden = fullscreen
            controls.viewMode = fullscreen ? "fullscreen" : "expanded"
            screen.view.layoutIfNeeded()
            updateViewport()  // carries the new mode and height
            return .some(nil)
        case "popup.open":
            let buttons = (params["buttons"] as? [[String: Any]] ?? []).map {
                (id: $0["id"] as? String ?? "", text: $0["text"] as? String ?? "", style: $0["style"] as? String ?? "default")
            }
            let chosen = try await ask(title: params["title"] as? String, message: params["message"] as? String ?? "",
                                       buttons: buttons)
            return .some(["buttonId": chosen ?? NSNull()])
        case "clipboard.write":
            UIPasteboard.general.string = params["text"] as? String
            return .some(nil)
        case "phone.request":
            // A host that knows no phone number for the guest answers as if they declined.
            guard let services, let phone = services.dastarkhanPhoneNumber() else { return .some(["status": "dismissed"]) }
            // Consent is yours to ask: the mini-app learns the number only through the grant your backend signs.
            let consent = try await ask(title: "Share your phone number?",
                                        message: "Dastarkhan will sign you in with \(phone).",
                                        buttons: [(id: "share", text: "Share", style: "default"),
                                                  (id: "cancel", text: "Not now", style: "cancel")])
            guard consent == "share", !Task.isCancelled else { return .some(["status": "dismissed"]) }
            return .some(["status": "success", "grant": try await services.dastarkhanPhoneGrant()])
        default:
            return nil
        }
    }

    /// Shows a native alert and waits for the guest: the id of the button tapped, nil when it went away without one.
    private func ask(title: String?, message: String,
                     buttons: [(id: String, text: String, style: String)]) async throws -> String? {
        guard controls.popup == nil else { throw BridgeError(code: "busy", message: "A popup is already open") }
        guard let presenter = hostingController() else { throw BridgeError(code: "internal", message: "The host screen is gone") }
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        let popup = PopupAlert(alert)
        var hasCancel = false
        for button in buttons {
            // UIAlertController takes one cancel action: a second "cancel" button is drawn as a default one.
            let style: UIAlertAction.Style
            switch button.style {
            case "destructive": style = .destructive
            case "cancel" where !hasCancel: style = .cancel; hasCancel = true
            default: style = .default
            }
            alert.addAction(UIAlertAction(title: button.text, style: style) { [weak popup] _ in popup?.close(with: button.id) })
        }
        controls.popup = popup
        defer { controls.popup = nil }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
                popup.start { continuation.resume(returning: $0) }
                presenter.present(alert, animated: true)
            }
        } onCancel: {
            // The mini-app cancelled the call: close the alert, answer nothing (answer() sees the cancel).
            Task { @MainActor in popup.close(with: nil) }
        }
    }

    /// The view controller that shows the web view: it presents popups and is the sheet that expands.
    private func hostingController() -> UIViewController? {
        var responder: UIResponder? = webView
        while let next = responder?.next {
            if let controller = next as? UIViewController { return controller }
            responder = next
        }
        return nil
    }
}
