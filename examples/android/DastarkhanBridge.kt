// Host side of the Dastarkhan bridge for an Android WebView (the protocol: docs/protocol.md).
//
// Usage, before loading the mini-app (needs androidx.webkit for WebViewCompat):
//   val bridge = DastarkhanBridge(webView, "https://food.dastarkhan.kz", services, lifecycleScope,
//       DastarkhanCapabilities(this, webView), DastarkhanControls(this, webView))
//   webView.settings.javaScriptEnabled = true
//   webView.loadUrl("https://food.dastarkhan.kz/app/")
// Back button:
//   onBackPressedDispatcher.addCallback(this) { lifecycleScope.launch { if (!bridge.back()) finish() } }
// Params are checked against DastarkhanParams.kt before a method runs; the host controls (main button,
// popups, phone number...) are in DastarkhanControls.kt.

package kz.partner.dastarkhan

import android.annotation.SuppressLint
import android.net.Uri
import android.os.Handler
import android.os.Looper
import android.webkit.JavascriptInterface
import android.webkit.WebView
import androidx.webkit.WebViewCompat
import androidx.webkit.WebViewFeature
import kotlinx.coroutines.CompletableDeferred
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.isActive
import kotlinx.coroutines.launch
import kotlinx.coroutines.withTimeoutOrNull
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject
import kotlin.coroutines.cancellation.CancellationException

/** What only your app can do: its own screens and accounts. Called on the main thread. */
interface DastarkhanHostServices {
    /** A one-time OAuth code for the Dastarkhan client, or null when the user declined. */
    suspend fun dastarkhanAuthCode(): String?
    /** The signed-in user's track id for login by track id (docs/contract/states.md#login-by-track-id), or null when the user declined. */
    suspend fun dastarkhanTrackId(): String?
    /** True when the payment went through, false when the user closed the payment screen. */
    suspend fun pay(trackId: String, paymentUrl: String, walletType: String?): Boolean
    /** The scanned (or typed) text and its format ("ean_13", "qr_code", "manual", ...), or null when dismissed. */
    suspend fun scan(formats: List<String>): Pair<String, String>?
    /** Latitude, longitude, accuracy in metres; null when no position came within [timeoutMs]. */
    suspend fun currentLocation(highAccuracy: Boolean, timeoutMs: Long): Triple<Double, Double, Float>?
    fun locationEnabled(): Boolean
    /** "granted", "notDetermined" or "denied"; with [ask], show the system prompt first when not asked yet. */
    suspend fun permission(name: String, ask: Boolean): String
    fun vibrate(type: String)
    fun track(name: String, properties: JSONObject)
    fun openLink(uri: Uri, kind: String?)
    fun closeMiniApp()
    /** The signed-in user's phone number as the consent shows it ("+7 701 *** 12 34"), or null when you know none. */
    fun dastarkhanPhoneNumber(): String?
    /**
     * Asks YOUR backend for a phone grant for the signed-in user: a token it signs with your host secret
     * (docs/protocol.md, phone.request), which the mini-app exchanges at Dastarkhan's token endpoint. Never
     * build it in the app: the secret stays on your server.
     */
    suspend fun dastarkhanPhoneGrant(): String
}

class BridgeException(val code: String, message: String) : Exception(message)

class DastarkhanBridge(
    private val webView: WebView,
    private val appOrigin: String,
    private val services: DastarkhanHostServices,
    private val scope: CoroutineScope,
    /** Share, closing confirmation, secure storage, theme and insets (DastarkhanCapabilities.kt). */
    private val capabilities: DastarkhanCapabilities,
    /** Main button, back-button meaning, expand, popups, clipboard, phone number (DastarkhanControls.kt). */
    private val controls: DastarkhanControls,
    var config: JSONObject = JSONObject(),
    var launch: JSONObject = JSONObject(),
) {
    private val main = Handler(Looper.getMainLooper())
    private val running = HashMap<String, Job>()
    private val backAnswers = HashMap<String, CompletableDeferred<Boolean>>()
    private var nextEventId = 0
    private var connected = false
    private var helloId: String? = null

    init {
        controls.onMainButtonPress = {
            // An event without an id: the mini-app does not answer it.
            if (connected) send(JSONObject().put("kind", "event").put("event", "mainButton.press").put("data", JSONObject()))
        }
        if (WebViewFeature.isFeatureSupported(WebViewFeature.WEB_MESSAGE_LISTENER)) {
            // The better channel: the WebView itself injects window.DastarkhanHost only into pages of our
            // origin, and tells us the sender's origin and frame.
            WebViewCompat.addWebMessageListener(webView, NAME, setOf(appOrigin)) { _, message, sourceOrigin, isMainFrame, _ ->
                val json = message.data
                if (isMainFrame && sourceOrigin.toString() == appOrigin && json != null) receive(json)
            }
        } else {
            addJavascriptInterface()
        }
    }

    /** Older WebViews: the same object with postMessage(String), available to every page and frame. */
    @SuppressLint("JavascriptInterface", "AddJavascriptInterface")
    private fun addJavascriptInterface() {
        webView.addJavascriptInterface(object {
            @JavascriptInterface
            fun postMessage(json: String) {
                // JavaScript interfaces run on a background thread; the URL can only be read on the main one.
                main.post { if (originOf(webView.url) == appOrigin) receive(json) }
            }
        }, NAME)
    }

    private fun receive(json: String) {
        val message = try { JSONObject(json) } catch (e: JSONException) { return }
        if (message.optString("protocol") != PROTOCOL) return
        val id = message.optString("id").ifEmpty { return }
        when (message.optString("kind")) {
            "hello" -> welcome(id, message.optJSONArray("versions") ?: JSONArray())
            "request" -> if (connected && id !in running) {
                val method = message.optString("method")
                // Params are an object, {} when there are none: anything else is refused (the conformance kit checks it).
                val params = message.optJSONObject("params") ?: return send(JSONObject().put("kind", "response").put("id", id)
                    .put("error", JSONObject().put("code", "invalid_params").put("message", "params must be an object")))
                running[id] = scope.launch { answer(id, method, params) }
            }
            "cancel" -> running.remove(id)?.cancel() // close the screen the call opened, answer nothing
            "response" -> backAnswers.remove(id)?.complete(message.optJSONObject("result")?.optBoolean("handled") == true)
        }
    }

    private fun welcome(id: String, versions: JSONArray) {
        // The app repeats its hello until a welcome arrives: the same id is the same page, answered again.
        if (id != helloId) {
            running.values.forEach { it.cancel() } // a new page: the old one's calls are moot
            running.clear()
            capabilities.closingConfirmation = false
            controls.reset()
        }
        helloId = id
        if ((0 until versions.length()).none { versions.optInt(it) == 1 }) {
            send(JSONObject().put("kind", "response").put("id", id)
                .put("error", JSONObject().put("code", "unsupported").put("message", "This host speaks protocol 1")))
            return
        }
        connected = true
        val methods = JSONObject()
        (METHODS + DastarkhanCapabilities.METHODS + DastarkhanControls.METHODS).forEach { methods.put(it, 1) }
        send(JSONObject().put("kind", "welcome").put("id", id)
            .put("host", JSONObject().put("name", "Partner Android").put("version", "5.0").put("platform", "android"))
            .put("methods", methods).put("config", config).put("launch", launch)
            .put("theme", capabilities.theme()).put("viewport", viewport()))
    }

    private suspend fun answer(id: String, method: String, params: JSONObject) {
        val reply = JSONObject().put("kind", "response").put("id", id)
        try {
            // Before anything runs: params that break docs/protocol.md never open a screen.
            PARAM_RULES[method]?.let { paramsProblem(it, params) }?.let { throw BridgeException("invalid_params", "$method: $it") }
            reply.put("result", perform(method, params) ?: JSONObject.NULL)
        } catch (e: CancellationException) {
            return
        } catch (e: BridgeException) {
            reply.put("error", JSONObject().put("code", e.code).put("message", e.message))
        } catch (e: Exception) {
            reply.put("error", JSONObject().put("code", "internal").put("message", e.message ?: "Host error"))
        } finally {
            running.remove(id)
        }
        if (scope.isActive) send(reply)
    }

    /** Runs a method whose params passed PARAM_RULES. */
    private suspend fun perform(method: String, params: JSONObject): Any? = when (method) {
        "auth.code" -> services.dastarkhanAuthCode()
            ?.let { JSONObject().put("status", "success").put("code", it) }
            ?: JSONObject().put("status", "dismissed")
        "auth.trackId" -> services.dastarkhanTrackId()
            ?.let { JSONObject().put("status", "success").put("trackId", it) }
            ?: JSONObject().put("status", "dismissed")
        "pay.open" -> {
            val paid = services.pay(params.getString("trackId"), params.getString("paymentUrl"),
                if (params.has("walletType")) params.getString("walletType") else null)
            JSONObject().put("status", if (paid) "success" else "closed")
        }
        "scan.qr", "scan.barcode" -> {
            val formats = if (method == "scan.qr") listOf("qr_code") else params.optJSONArray("formats")
                ?.let { array -> (0 until array.length()).map { array.getString(it) } } ?: BARCODE_FORMATS
            services.scan(formats)
                ?.let { (text, format) -> JSONObject().put("status", "success").put("text", text).put("format", format) }
                ?: JSONObject().put("status", "dismissed")
        }
        "haptic" -> { services.vibrate(params.getString("type")); null }
        "permission.status", "permission.request" ->
            JSONObject().put("state", services.permission(params.getString("name"), ask = method == "permission.request"))
        "geo.position" -> {
            if (!services.locationEnabled()) {
                JSONObject().put("status", "denied")
            } else {
                services.currentLocation(params.optBoolean("highAccuracy", true), params.optLong("timeoutMs", 5000))
                    ?.let { (latitude, longitude, accuracy) ->
                        JSONObject().put("status", "success").put("latitude", latitude)
                            .put("longitude", longitude).put("accuracy", accuracy.toDouble())
                    } ?: JSONObject().put("status", "unavailable")
            }
        }
        "geo.enabled" -> JSONObject().put("enabled", services.locationEnabled())
        "cache.clear" -> { webView.clearCache(true); null }
        "analytics.event" -> {
            services.track(params.getString("name"), params.optJSONObject("properties") ?: JSONObject())
            null
        }
        "link.open" -> {
            services.openLink(Uri.parse(params.getString("url")), params.optString("kind").ifEmpty { null })
            null
        }
        "app.close" -> { services.closeMiniApp(); null }
        else -> capabilities.perform(method, params).let { answer ->
            if (answer !== DastarkhanCapabilities.NOT_MINE) answer
            else controls.perform(method, params, services, ::updateViewport).also {
                if (it === DastarkhanControls.NOT_MINE) throw BridgeException("unsupported", "$method is not offered by this host")
            }
        }
    }

    /** The back button: true when the mini-app closed one of its layers; otherwise go back yourself. */
    suspend fun back(): Boolean {
        // At its root (backButton.set false) the mini-app would answer false: the back is yours, no need to ask.
        if (!connected || controls.appHasBack == false) return false
        val id = "android-${++nextEventId}"
        val answer = CompletableDeferred<Boolean>()
        backAnswers[id] = answer
        send(JSONObject().put("kind", "event").put("event", "back").put("data", JSONObject()).put("id", id))
        return withTimeoutOrNull(1000) { answer.await() }.also { backAnswers.remove(id) } ?: false
    }

    fun setVisible(visible: Boolean) {
        if (connected) send(JSONObject().put("kind", "event").put("event", "visibility").put("data", JSONObject().put("visible", visible)))
    }

    /** The system's scheme changed (onConfigurationChanged), or your app's palette did. */
    fun setTheme(theme: JSONObject) {
        if (connected) send(JSONObject().put("kind", "event").put("event", "theme").put("data", theme))
    }

    /** Insets, size or mode changed: rotation, a keyboard, multi-window, view.expand, your sheet dragged down. */
    fun updateViewport() {
        if (connected) send(JSONObject().put("kind", "event").put("event", "viewport").put("data", viewport()))
    }

    private fun viewport() = capabilities.viewport().put("mode", controls.viewMode)

    fun updateConfig(newConfig: JSONObject) {
        config = newConfig
        if (connected) send(JSONObject().put("kind", "event").put("event", "config").put("data", newConfig))
    }

    private fun send(body: JSONObject) {
        body.put("protocol", PROTOCOL).put("version", 1)
        if (originOf(webView.url) != appOrigin) return
        // The page checks its own origin again: it may have navigated since the check above.
        val script = "(function(){if(location.origin!==${JSONObject.quote(appOrigin)})return;" +
            "window.dispatchEvent(new MessageEvent('message',{data:${JSONObject.quote(body.toString())}}));})();"
        webView.evaluateJavascript(script, null)
    }

    private fun originOf(url: String?): String? {
        val uri = url?.let(Uri::parse) ?: return null
        val scheme = uri.scheme ?: return null
        val host = uri.host ?: return null
        return if (uri.port == -1) "$scheme://$host" else "$scheme://$host:${uri.port}"
    }

    companion object {
        const val NAME = "DastarkhanHost"
        const val PROTOCOL = "dastarkhan-bridge"
        val METHODS = listOf(
            "auth.code", "auth.trackId", "pay.open", "scan.qr", "scan.barcode", "haptic", "permission.status", "permission.request",
            "geo.position", "geo.enabled", "cache.clear", "analytics.event", "link.open", "app.close",
        )
        val BARCODE_FORMATS = listOf("ean_13", "ean_8", "code_128", "code_39", "code_93", "itf", "upc_a", "upc_e")
    }
}
