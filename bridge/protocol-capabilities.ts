/**
 * Shapes of the host capabilities that peers have (ADR 0206): the share sheet, the closing confirmation,
 * secure storage, the theme and the viewport; the host controls of issue 31 (main button, back-button
 * visibility, the sheet's size), popups, the clipboard and the verified phone. Each is inferred from its one
 * declaration (ADR 0209): the params from host/request-schemas.ts, the results and event data from
 * protocol-schemas.ts. protocol.ts builds the method and event maps from the same declarations.
 */
import type { PARAM_SCHEMAS } from './host/request-schemas.ts';
import type { isTheme, isViewport, RESULT_SCHEMAS } from './protocol-schemas.ts';
import type { Guarded } from './schema.ts';

type Params = typeof PARAM_SCHEMAS;
type Results = typeof RESULT_SCHEMAS;

/** `share`'s params: the text, link (an absolute http(s) URL) and title the guest shares; at least one of text and url. */
export type ShareParams = Guarded<Params['share']>;
/** `copied`: no share sheet here, the text went to the clipboard (the app says so to the guest). */
export type ShareResult = Guarded<Results['share']>;

/** `closing.confirm`'s params: while `enabled`, the host asks the guest before it closes the mini-app. */
export type ClosingConfirmationParams = Guarded<Params['closing.confirm']>;

/** Keys of the host's secure storage (Keychain, Keystore): short names of our own choosing. */
export type SecureKeyParams = Guarded<Params['secure.get']>;
/** `secure.set`'s params: the value to keep under a key in the host's secure storage (`null` deletes it). */
export type SecureSetParams = Guarded<Params['secure.set']>;
/** `secure.get`'s result: the value kept under the key, or `null`. */
export type SecureGetResult = Guarded<Results['secure.get']>;

/** The host's colour scheme and colours, sent in the welcome and in the `theme` event. */
export type Theme = Guarded<typeof isTheme>;
/** Light or dark, as the host draws its own chrome. */
export type ColorScheme = Theme['scheme'];
/** A host's palette, each `#rgb` or `#rrggbb`; a colour left out keeps the app's own for the scheme. */
export type ThemeColors = NonNullable<Theme['colors']>;

/** The insets the host's chrome and the device cover and the web view's visible height, in the welcome and the `viewport` event. */
export type Viewport = Guarded<typeof isViewport>;
/** CSS pixels the host's own bars and the device's cut-outs cover on each edge of the web view. */
export type Insets = Viewport['safeArea'];
/** How much of the screen the host gives the mini-app's sheet (after `view.expand`). */
export type ViewMode = NonNullable<Viewport['mode']>;

// ---- host controls (issue 31): the host's main button, its back button, the sheet's size ----

/** The primary action drawn in the host's own chrome ("Pay 1 290 ₸"); hidden with `visible: false`. */
export type MainButtonParams = Guarded<Params['mainButton.set']>;
/** True: the app has somewhere to go back to; false: at its root, the host's back is the host's own. */
export type BackButtonParams = Guarded<Params['backButton.set']>;
/** False: the sheet at full height; true: the host's bars hidden too. The host answers with a `viewport` event. */
export type ViewExpandParams = Guarded<Params['view.expand']>;

// ---- native popups, the clipboard and the host's verified phone (issue 31 §3) ----

/** popup.open: a question the host asks in its own dialog (title 1..64, message 1..256 characters, one to three buttons). */
export type PopupParams = Guarded<Params['popup.open']>;
/** One button of a popup (popup.open). */
export type PopupButton = PopupParams['buttons'][number];
/** How a host draws a popup's button: its platform's plain, cancel or destructive (red) action. */
export type PopupButtonStyle = PopupButton['style'];
/** `null`: the guest dismissed the popup without a button (tapped outside, the back button, Escape). */
export type PopupResult = Guarded<Results['popup.open']>;

/** clipboard.write: the text (1..4096 characters) the host puts on the device's clipboard. */
export type ClipboardWriteParams = Guarded<Params['clipboard.write']>;

/**
 * `grant`: the guest's phone signed by the host's backend (docs/api/auth.md, ADR 0207), which the app
 * exchanges for a token; the app never sees a bare phone it would have to trust.
 */
export type PhoneRequestResult = Guarded<Results['phone.request']>;
