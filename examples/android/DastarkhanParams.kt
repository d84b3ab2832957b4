// The params rules of docs/protocol.md for DastarkhanBridge.kt: every request's params are checked against
// PARAM_RULES before its method runs, and params that break them are answered `invalid_params` (the
// conformance kit sends such calls: wrong types, empty or too long strings, control characters, unsafe URLs).
// scripts/examples-check.ts reads this table as text and compares it with the kit's schemas, so keep it one
// literal: rules written out, no constants.

package kz.partner.dastarkhan

import android.net.Uri
import org.json.JSONArray
import org.json.JSONObject

/** What one field's value must be. */
sealed interface Rule {
    fun accepts(value: Any): Boolean
}

/**
 * A string of [min]..[max] characters (Unicode code points, as JSON Schema counts them); [plain]: without
 * control characters (U+0000-U+001F, U+007F-U+009F), for texts the host draws in its own chrome.
 */
data class Text(val min: Int = 0, val max: Int = Int.MAX_VALUE, val plain: Boolean = false) : Rule {
    override fun accepts(value: Any): Boolean {
        if (value !is String) return false
        val length = value.codePointCount(0, value.length)
        return length in min..max && !(plain && value.codePoints().anyMatch { it <= 0x1F || it in 0x7F..0x9F })
    }
}

/** A string that the pattern matches as a whole (Regex.matches: `$` never stops before a final newline). */
class Matches(pattern: String) : Rule {
    private val regex = Regex(pattern)
    override fun accepts(value: Any) = value is String && regex.matches(value)
}

/** An absolute URL that may be opened: a scheme first, and not javascript:, data:, vbscript:, blob: or file:. */
object Url : Rule {
    private val scheme = Regex("^[A-Za-z][A-Za-z0-9+.-]*:")
    private val unsafe = setOf("javascript", "data", "vbscript", "blob", "file")
    override fun accepts(value: Any) = value is String && scheme.containsMatchIn(value) &&
        Uri.parse(value).scheme?.lowercase()?.let { it !in unsafe } == true
}

/** An absolute http: or https: URL. */
object WebUrl : Rule {
    private val web = Regex("^[hH][tT][tT][pP][sS]?:")
    override fun accepts(value: Any) = value is String && web.containsMatchIn(value) && Uri.parse(value).host != null
}

object Bool : Rule {
    override fun accepts(value: Any) = value is Boolean
}

/** A finite number (org.json gives Integer, Long or Double; a JSON boolean is a Boolean). */
object Numeric : Rule {
    override fun accepts(value: Any) = value is Number && value.toDouble().isFinite()
}

/** An object whose values are strings, numbers, booleans or null (no nesting). */
object Scalars : Rule {
    override fun accepts(value: Any) = value is JSONObject && value.keys().asSequence().all {
        value.get(it).let { item -> item == JSONObject.NULL || item is String || item is Number || item is Boolean }
    }
}

class OneOf(vararg val values: String) : Rule {
    override fun accepts(value: Any) = value is String && value in values
}

data class ListOf(val item: Rule) : Rule {
    override fun accepts(value: Any) = value is JSONArray && (0 until value.length()).all { item.accepts(value.get(it)) }
}

data class Nullable(val rule: Rule) : Rule {
    override fun accepts(value: Any) = value == JSONObject.NULL || rule.accepts(value)
}

/** An array of [min]..[max] objects with these [fields], no two with the same [unique] field. */
data class Objects(val min: Int, val max: Int, val unique: String, val fields: List<Field>) : Rule {
    override fun accepts(value: Any): Boolean {
        if (value !is JSONArray || value.length() !in min..max) return false
        val items = (0 until value.length()).map { value.get(it) }
        if (items.any { paramsProblem(fields, it) != null }) return false
        return items.map { (it as JSONObject).get(unique) }.toSet().size == items.size
    }
}

/**
 * One field of a method's params. [optional]: may be left out; [requiredWhen]: required only while that
 * boolean field of the same params is true (the main button's text while visible).
 */
data class Field(val name: String, val rule: Rule, val optional: Boolean = false, val requiredWhen: String? = null)

/** Why [params] break [fields] (naming the first field that does), or null when they pass. */
fun paramsProblem(fields: List<Field>, params: Any): String? {
    if (params !is JSONObject) return "params must be an object"
    for (field in fields) {
        // A JSON null is present (JSONObject.NULL): only a missing key is left out.
        if (!params.has(field.name)) {
            val required = field.requiredWhen?.let { params.opt(it) == true } ?: !field.optional
            if (required) return "${field.name} is required"
            continue
        }
        if (!field.rule.accepts(params.get(field.name))) return "${field.name} breaks docs/protocol.md"
    }
    return null
}

/** Per method, its params' fields; a method without an entry is not offered. */
val PARAM_RULES: Map<String, List<Field>> = mapOf(
    "auth.code" to listOf(),
    "auth.trackId" to listOf(),
    "pay.open" to listOf(
        Field("trackId", Text(min = 1)),
        Field("paymentUrl", Text()),
        Field("walletType", Text(), optional = true),
        // One leading "/", no control characters, spaces or backslashes.
        Field("successPath", Matches("^\\/(?:[^/\\\\\\u0000-\\u0020\\u007f][^\\\\\\u0000-\\u0020\\u007f]*)?$"), optional = true),
        Field("failurePath", Matches("^\\/(?:[^/\\\\\\u0000-\\u0020\\u007f][^\\\\\\u0000-\\u0020\\u007f]*)?$"), optional = true),
    ),
    "scan.qr" to listOf(),
    "scan.barcode" to listOf(
        Field("formats", ListOf(OneOf("ean_13", "ean_8", "code_128", "code_39", "code_93", "itf", "upc_a", "upc_e")), optional = true),
    ),
    "haptic" to listOf(
        Field("type", OneOf("impactLight", "impactMedium", "impactHeavy", "rigid", "soft", "notificationSuccess",
            "notificationWarning", "notificationError", "selection")),
    ),
    "permission.status" to listOf(Field("name", OneOf("geolocation", "camera"))),
    "permission.request" to listOf(Field("name", OneOf("geolocation", "camera"))),
    "geo.position" to listOf(
        Field("highAccuracy", Bool, optional = true),
        Field("timeoutMs", Numeric, optional = true),
        Field("maxAgeMs", Numeric, optional = true),
    ),
    "geo.enabled" to listOf(),
    "cache.clear" to listOf(),
    "analytics.event" to listOf(
        Field("name", Text(min = 1)),
        Field("properties", Scalars, optional = true),
    ),
    "link.open" to listOf(
        Field("url", Url),
        Field("kind", OneOf("browser", "navigation", "messenger"), optional = true),
    ),
    "app.close" to listOf(),
    "share" to listOf(
        Field("text", Text(), optional = true),
        Field("url", WebUrl, optional = true),
        Field("title", Text(), optional = true),
    ),
    "closing.confirm" to listOf(Field("enabled", Bool)),
    "secure.get" to listOf(Field("key", Matches("^[A-Za-z0-9._-]{1,64}$"))),
    "secure.set" to listOf(
        Field("key", Matches("^[A-Za-z0-9._-]{1,64}$")),
        Field("value", Nullable(Text())),
    ),
    "mainButton.set" to listOf(
        Field("visible", Bool),
        Field("text", Text(min = 1, max = 64, plain = true), requiredWhen = "visible"),
        Field("enabled", Bool, optional = true),
        Field("progress", Bool, optional = true),
    ),
    "backButton.set" to listOf(Field("visible", Bool)),
    "view.expand" to listOf(Field("fullscreen", Bool)),
    "popup.open" to listOf(
        Field("title", Text(min = 1, max = 64, plain = true), optional = true),
        Field("message", Text(min = 1, max = 256, plain = true)),
        Field("buttons", Objects(min = 1, max = 3, unique = "id", fields = listOf(
            Field("id", Matches("^[A-Za-z0-9_-]{1,64}$")),
            Field("text", Text(min = 1, max = 64, plain = true)),
            Field("style", OneOf("default", "cancel", "destructive")),
        ))),
    ),
    "clipboard.write" to listOf(Field("text", Text(min = 1, max = 4096, plain = true))),
    "phone.request" to listOf(),
)
