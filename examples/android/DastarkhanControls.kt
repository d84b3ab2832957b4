// The host controls of docs/protocol.md for DastarkhanBridge.kt: the main button drawn in your own bar, the
// back button's meaning, expanding the mini-app's sheet, native popups, the clipboard, and the guest's phone
// number as a grant signed by your backend. Each is announced in the welcome's methods; the mini-app keeps
// its own in-page way for any that a host leaves out.
//
// Usage:
//   val controls = DastarkhanControls(activity, webView)  // pass it to DastarkhanBridge
//   - Put controls.mainButtonBar under the web view (a vertical LinearLayout: it is GONE while hidden) and call
//     bridge.updateViewport() when the web view's height changed.
//   - controls.onBackButtonChange = { hasBack -> backArrow.isVisible = hasBack }: while true the mini-app has
//     somewhere to go back to, and bridge.back() asks it; false: it is at its root, and bridge.back() answers
//     false at once, without asking, so your back closes the mini-app.
//   - controls.expandSheet = { bottomSheetBehavior.state = STATE_EXPANDED } if you show the mini-app in a
//     sheet; a host that shows it full height from the start sets controls.viewMode = "expanded". When the
//     guest drags your sheet back down, set viewMode = "compact" and call bridge.updateViewport().
//     Fullscreen calls controls.showHostBars(false): by default it hides the activity's action bar; set it if
//     your bars are your own toolbar or bottom navigation. The status and navigation bars stay.
//   - Implement DastarkhanHostServices.dastarkhanPhoneNumber() and dastarkhanPhoneGrant() for phone.request.

package kz.partner.dastarkhan

import android.app.Activity
import android.app.AlertDialog
import android.content.ClipData
import android.content.ClipboardManager
import android.content.Context
import android.content.DialogInterface
import android.graphics.Color
import android.view.Gravity
import android.view.View
import android.webkit.WebView
import android.widget.Button
import android.widget.FrameLayout
import android.widget.ProgressBar
import androidx.core.view.ViewCompat
import kotlinx.coroutines.suspendCancellableCoroutine
import org.json.JSONObject
import kotlin.coroutines.resume

class DastarkhanControls(private val activity: Activity, private val webView: WebView) {
    private val button = Button(activity)
    private val spinner = ProgressBar(activity).apply { isIndeterminate = true; visibility = View.GONE }
    private var progress = false

    /** Your screen's bottom bar with the mini-app's primary action ("Pay 1 290 ₸"), GONE until it asks. */
    val mainButtonBar = FrameLayout(activity).apply {
        visibility = View.GONE
        val margin = (8 * activity.resources.displayMetrics.density).toInt()
        addView(button, FrameLayout.LayoutParams(FrameLayout.LayoutParams.MATCH_PARENT, FrameLayout.LayoutParams.WRAP_CONTENT)
            .apply { setMargins(margin * 2, margin, margin * 2, margin) })
        addView(spinner, FrameLayout.LayoutParams(FrameLayout.LayoutParams.WRAP_CONTENT, FrameLayout.LayoutParams.WRAP_CONTENT,
            Gravity.CENTER_VERTICAL or Gravity.END).apply { marginEnd = margin * 4 })
    }

    /** Set by the bridge: sends `mainButton.press`. */
    internal var onMainButtonPress: () -> Unit = {}

    /**
     * The mini-app has somewhere to go back to (backButton.set); null while it has not said on this page (an
     * app older than backButton.set never does): then `back` asks it as before.
     */
    var appHasBack: Boolean? = null
        private set
    var onBackButtonChange: (Boolean) -> Unit = {}

    /** The viewport's mode: "compact", "expanded" or "fullscreen". */
    var viewMode = "compact"
    /** Expands your sheet to full height; a host that has no sheet leaves it as it is. */
    var expandSheet: () -> Unit = {}
    /** Shows or hides your own bars (view.expand with fullscreen); the system's bars stay. */
    var showHostBars: (Boolean) -> Unit = { show -> activity.actionBar?.let { if (show) it.show() else it.hide() } }

    /** The popup (or phone consent) on screen: one at a time. */
    private var popup: AlertDialog? = null

    init {
        button.setOnClickListener {
            // The press goes to the mini-app only while it can act on it: visible, enabled and not in progress.
            if (mainButtonBar.visibility == View.VISIBLE && button.isEnabled && !progress) onMainButtonPress()
        }
    }

    /** A new page starts with the host's own controls: no main button, no popup, back not yet told. */
    fun reset() {
        setMainButton(visible = false, text = null, enabled = true, progress = false)
        appHasBack = null
        onBackButtonChange(false)
        popup?.dismiss()
    }

    private fun setMainButton(visible: Boolean, text: String?, enabled: Boolean, progress: Boolean) {
        mainButtonBar.visibility = if (visible) View.VISIBLE else View.GONE
        button.text = text.orEmpty() // each call replaces the whole state; a hidden button may leave its text out
        this.progress = progress
        button.isEnabled = enabled && !progress
        button.alpha = if (enabled) 1f else 0.5f
        spinner.visibility = if (progress) View.VISIBLE else View.GONE
        ViewCompat.setStateDescription(button, if (progress) "In progress" else null)
    }

    private fun setAppHasBack(hasBack: Boolean) {
        if (hasBack == appHasBack) return
        appHasBack = hasBack
        onBackButtonChange(hasBack)
    }

    /**
     * The methods of this file; [NOT_MINE] when [method] is none of them. Params are valid here (PARAM_RULES).
     * [viewportChanged] sends the viewport event with the new mode.
     */
    suspend fun perform(method: String, params: JSONObject, services: DastarkhanHostServices, viewportChanged: () -> Unit): Any? =
        when (method) {
            "mainButton.set" -> {
                setMainButton(params.getBoolean("visible"), params.optString("text").ifEmpty { null },
                    params.optBoolean("enabled", true), params.optBoolean("progress", false))
                null
            }
            "backButton.set" -> { setAppHasBack(params.getBoolean("visible")); null }
            "view.expand" -> {
                val fullscreen = params.getBoolean("fullscreen")
                expandSheet()
                showHostBars(!fullscreen)
                viewMode = if (fullscreen) "fullscreen" else "expanded"
                // After the layout the change causes, so that the event carries the new insets and height.
                webView.post { viewportChanged() }
                null
            }
            "popup.open" -> {
                val buttons = params.getJSONArray("buttons")
                JSONObject().put("buttonId", ask(params.optString("title").ifEmpty { null }, params.getString("message"),
                    (0 until buttons.length()).map { buttons.getJSONObject(it) }) ?: JSONObject.NULL)
            }
            "clipboard.write" -> {
                val clipboard = activity.getSystemService(Context.CLIPBOARD_SERVICE) as ClipboardManager
                clipboard.setPrimaryClip(ClipData.newPlainText("Dastarkhan", params.getString("text")))
                null
            }
            "phone.request" -> {
                // A host that knows no phone number for the guest answers as if they declined.
                val phone = services.dastarkhanPhoneNumber()
                // Consent is yours to ask: the mini-app learns the number only through the grant your backend signs.
                val consent = phone?.let {
                    ask("Share your phone number?", "Dastarkhan will sign you in with $it.", listOf(
                        JSONObject().put("id", "share").put("text", "Share").put("style", "default"),
                        JSONObject().put("id", "cancel").put("text", "Not now").put("style", "cancel"),
                    ))
                }
                if (consent == "share") JSONObject().put("status", "success").put("grant", services.dastarkhanPhoneGrant())
                else JSONObject().put("status", "dismissed")
            }
            else -> NOT_MINE
        }

    /**
     * Shows a native dialog and waits for the guest: the id of the button tapped, or null when it was dismissed
     * without one (back, a tap outside, a new page). Slots: a "cancel" button is the negative one, the others
     * take positive, neutral, then negative in their order; a "destructive" one is drawn in red.
     */
    private suspend fun ask(title: String?, message: String, buttons: List<JSONObject>): String? {
        if (popup != null) throw BridgeException("busy", "A popup is already open")
        val slots = mutableMapOf<Int, JSONObject>()
        buttons.firstOrNull { it.getString("style") == "cancel" }?.let { slots[DialogInterface.BUTTON_NEGATIVE] = it }
        for (button in buttons.filter { it !in slots.values }) {
            val free = listOf(DialogInterface.BUTTON_POSITIVE, DialogInterface.BUTTON_NEUTRAL, DialogInterface.BUTTON_NEGATIVE)
                .first { it !in slots }
            slots[free] = button
        }
        return suspendCancellableCoroutine { continuation ->
            var chosen: String? = null
            val builder = AlertDialog.Builder(activity).setTitle(title).setMessage(message)
            val pick = DialogInterface.OnClickListener { _, which -> chosen = slots[which]?.getString("id") }
            slots[DialogInterface.BUTTON_POSITIVE]?.let { builder.setPositiveButton(it.getString("text"), pick) }
            slots[DialogInterface.BUTTON_NEUTRAL]?.let { builder.setNeutralButton(it.getString("text"), pick) }
            slots[DialogInterface.BUTTON_NEGATIVE]?.let { builder.setNegativeButton(it.getString("text"), pick) }
            // A button's click comes before the dismissal it causes: the dismissal answers, with or without one.
            builder.setOnDismissListener {
                popup = null
                if (continuation.isActive) continuation.resume(chosen)
            }
            val dialog = builder.show()
            popup = dialog
            for ((slot, button) in slots) {
                if (button.getString("style") == "destructive") dialog.getButton(slot).setTextColor(Color.RED)
            }
            // The mini-app cancelled the call: close the dialog, answer nothing (the bridge sees the cancel).
            continuation.invokeOnCancellation { webView.post { dialog.dismiss() } }
        }
    }

    companion object {
        val METHODS = listOf("mainButton.set", "backButton.set", "view.expand", "popup.open", "clipboard.write", "phone.request")
        /** perform()'s answer for a method that is not one of these. */
        val NOT_MINE = Any()
    }
}
