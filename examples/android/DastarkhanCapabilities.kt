// The host capabilities of docs/protocol.md beyond the docs/contract/calls.md#host-bridge-functions calls, for DastarkhanBridge.kt: the share
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

    /** The methods of this file; [NOT_MINE] when [method] is none of them. Params are valid here (PARAM_RULES). */
    fun perform(method: String, params: JSONObject): Any? = when (method) {
        "share" -> {
            val title = params.optString("title").ifEmpty { null }
            val text = listOf(params.optString("text"), params.optString("url")).filter { it.isNotEmpty() }
                .joinToString("\n").ifEmpty { title.orEmpty() }
            if (text.isEmpty()) {
                // Every field is optional: with nothing to share no sheet opens, as if the guest closed it.
                JSONObject().put("status", "dismissed")
            } else {
                val send = Intent(Intent.ACTION_SEND).setType("text/plain").putExtra(Intent.EXTRA_TEXT, text)
                activity.startActivity(Intent.createChooser(send, title))
                // Android's chooser does not say whether the guest picked a target: the sheet was shown.
                JSONObject().put("status", "shared")
            }
        }
        "closing.confirm" -> {
            closingConfirmation = params.getBoolean("enabled")
            null
        }
        "secure.get" -> JSONObject().put("value", secure.getString(params.getString("key"), null) ?: JSONObject.NULL)
        "secure.set" -> {
            val key = params.getString("key")
            // A null value removes the key.
            val value = if (params.isNull("value")) null else params.getString("value")
            secure.edit().apply { if (value == null) remove(key) else putString(key, value) }.apply()
            null
        }
        else -> NOT_MINE
    }

    companion object {
        val METHODS = listOf("share", "closing.confirm", "secure.get", "secure.set")
        /** perform()'s answer for a method that is not one of these. */
        val NOT_MINE = Any()
    }
}
