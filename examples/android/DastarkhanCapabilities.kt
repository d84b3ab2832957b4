// The host capabilities of docs/protocol.md beyond the SPEC §4 calls, for DastarkhanBridge.kt: the share
// sheet, the closing confirmation, the access token in Keystore-backed storage, the theme and the insets.
//
// Needs androidx.security:security-crypto (EncryptedSharedPreferences) and androidx.core (WindowInsetsCompat).
// Usage:
//   val capabilities = DastarkhanCapabilities(activity, webView)  // pass it to DastarkhanBridge
//   ViewCompat.setOnApplyWindowInsetsListener(webView) { _, insets -> bridge.updateViewport(); insets }
//   onConfigurationChanged: bridge.setTheme(capabilities.theme())
//   your close button: capabilities.confirmClose { finish() }

package kz.partner.dastarkhan

import android.app.Activity
import android.app.AlertDialog
import android.content.Intent
import android.content.res.Configuration
import android.webkit.WebView
import androidx.core.view.ViewCompat
import androidx.core.view.WindowInsetsCompat
import androidx.security.crypto.EncryptedSharedPreferences
import androidx.security.crypto.MasterKey
import org.json.JSONObject

class DastarkhanCapabilities(private val activity: Activity, private val webView: WebView) {
    /** The mini-app asked to be asked before it closes (while an order is being sent). */
    @Volatile var closingConfirmation = false

    // AES keys in the Android Keystore encrypt the values; the file itself is app-private.
    private val secure by lazy {
        val key = MasterKey.Builder(activity).setKeyScheme(MasterKey.KeyScheme.AES256_GCM).build()
        EncryptedSharedPreferences.create(
            activity, "dastarkhan-secure", key,
            EncryptedSharedPreferences.PrefKeyEncryptionScheme.AES256_SIV,
            EncryptedSharedPreferences.PrefValueEncryptionScheme.AES256_GCM,
        )
    }

    /** The system's scheme; add "colors" (each "#rgb" or "#rrggbb") if your app has its own palette. */
    fun theme(): JSONObject {
        val night = activity.resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK
        return JSONObject().put("scheme", if (night == Configuration.UI_MODE_NIGHT_YES) "dark" else "light")
    }

    /** System bars and display cutouts over the web view, in CSS pixels (dp at zoom 1). */
    fun viewport(): JSONObject {
        val density = activity.resources.displayMetrics.density
        val bars = ViewCompat.getRootWindowInsets(webView)
            ?.getInsets(WindowInsetsCompat.Type.systemBars() or WindowInsetsCompat.Type.displayCutout())
        fun css(px: Int?) = (px ?: 0) / density
        return JSONObject()
            .put("safeArea", JSONObject().put("top", css(bars?.top)).put("right", css(bars?.right))
                .put("bottom", css(bars?.bottom)).put("left", css(bars?.left)))
            .put("height", webView.height / density)
    }

    /** Your close button: asks the guest first while the mini-app sends an order, else closes at once. */
    fun confirmClose(close: () -> Unit) {
        if (!closingConfirmation) return close()
        AlertDialog.Builder(activity)
            .setTitle("Close the mini-app?")
            .setMessage("Your order is being sent.")
            .setNegativeButton("Stay", null)
            .setPositiveButton("Close") { _, _ -> close() }
            .show()
    }

    /** The methods of this file; [NOT_MINE] when [method] is none of them. */
    fun perform(method: String, params: JSONObject): Any? = when (method) {
        "share" -> {
            val url = params.optString("url").ifEmpty { null }
            if (url != null && !url.matches(Regex("^[hH][tT][tT][pP][sS]?:.*")))
                throw BridgeException("invalid_params", "share: url must be http(s)")
            val text = listOfNotNull(params.optString("text").ifEmpty { null }, url).joinToString("\n")
            if (text.isEmpty()) throw BridgeException("invalid_params", "share needs text or url")
            val send = Intent(Intent.ACTION_SEND).setType("text/plain").putExtra(Intent.EXTRA_TEXT, text)
            activity.startActivity(Intent.createChooser(send, params.optString("title").ifEmpty { null }))
            // Android's chooser does not say whether the guest picked a target: the sheet was shown.
            JSONObject().put("status", "shared")
        }
        "closing.confirm" -> {
            if (!params.has("enabled")) throw BridgeException("invalid_params", "closing.confirm needs enabled")
            closingConfirmation = params.getBoolean("enabled")
            null
        }
        "secure.get" -> JSONObject().put("value", secure.getString(key(params), null) ?: JSONObject.NULL)
        "secure.set" -> {
            val value = if (params.isNull("value")) null else params.getString("value")
            secure.edit().apply { if (value == null) remove(key(params)) else putString(key(params), value) }.apply()
            null
        }
        else -> NOT_MINE
    }

    private fun key(params: JSONObject): String {
        val key = params.optString("key")
        if (!key.matches(Regex("^[A-Za-z0-9._-]{1,64}$")))
            throw BridgeException("invalid_params", "secure storage keys are 1-64 of A-Z a-z 0-9 . _ -")
        return key
    }

    companion object {
        val METHODS = listOf("share", "closing.confirm", "secure.get", "secure.set")
        /** perform()'s answer for a method that is not one of these. */
        val NOT_MINE = Any()
    }
}
