/**
 * Shapes of the host capabilities that peers have (ADR 0206): the share sheet, the closing confirmation,
 * secure storage, the theme and the viewport; the host controls of issue 31 (main button, back-button
 * visibility, the sheet's size). The method and event maps in protocol.ts use them.
 */
import type { Dismissed } from './protocol.ts';

/** `share`'s params: the text, link and title the guest shares. */
export interface ShareParams {
  /** What to share; at least one of `text` and `url` (a host may refuse an empty share as invalid params). */
  text?: string;
  /** An absolute http(s) URL. */
  url?: string;
  title?: string;
}
/** `copied`: no share sheet here, the text went to the clipboard (the app says so to the guest). */
export type ShareResult = { status: 'shared' } | { status: 'copied' } | Dismissed;

/** `closingConfirmation.set`'s params: whether the host asks before closing the mini-app. */
export interface ClosingConfirmationParams {
  /** While true, the host asks the guest before it closes the mini-app (swipe, close button, back). */
  enabled: boolean;
}

/** Keys of the host's secure storage (Keychain, Keystore): short names of our own choosing. */
export interface SecureKeyParams {
  key: string;
}
/** `secure.set`'s params: the value to keep under a key in the host's secure storage (`null` deletes it). */
export interface SecureSetParams extends SecureKeyParams {
  /** null removes the key. */
  value: string | null;
}
/** `secure.get`'s result: the value kept under the key, or `null`. */
export interface SecureGetResult {
  value: string | null;
}

/** Light or dark, as the host draws its own chrome. */
export type ColorScheme = 'light' | 'dark';
/** A host's palette, each `#rgb` or `#rrggbb`; a colour left out keeps the app's own for the scheme. */
export interface ThemeColors {
  background?: string;
  surface?: string;
  text?: string;
  hint?: string;
  accent?: string;
  accentText?: string;
}
/** The host's colour scheme and colours, sent in the welcome and in the `theme` event. */
export interface Theme {
  scheme: ColorScheme;
  colors?: ThemeColors;
}

/** CSS pixels the host's own bars and the device's cut-outs cover on each edge of the web view. */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}
/** How much of the screen the host gives the mini-app's sheet (after `view.expand`). */
export type ViewMode = 'compact' | 'expanded' | 'fullscreen';
/** The insets the host's chrome and the device cover and the web view's visible height, in the welcome and the `viewport` event. */
export interface Viewport {
  safeArea: Insets;
  /** The visible height of the web view in CSS pixels (it shrinks while a keyboard is open). */
  height?: number;
  /** The sheet's size; absent from hosts that do not offer `view.expand`. */
  mode?: ViewMode;
}

// ---- host controls (issue 31): the host's main button, its back button, the sheet's size ----

/** The primary action drawn in the host's own chrome ("Pay 1 290 ₸"); hidden with `visible: false`. */
export interface MainButtonParams {
  visible: boolean;
  /** 1 to 64 characters without control characters; required while visible. */
  text?: string;
  /** Default true; a disabled button sends no press. */
  enabled?: boolean;
  /** Default false; a spinner in place of the text, and no press, while the app works on the last one. */
  progress?: boolean;
}
/** True: the app has somewhere to go back to; false: at its root, the host's back is the host's own. */
export interface BackButtonParams {
  visible: boolean;
}
/** False: the sheet at full height; true: the host's bars hidden too. The host answers with a `viewport` event. */
export interface ViewExpandParams {
  fullscreen: boolean;
}

// ---- native popups, the clipboard and the host's verified phone (issue 31 §3) ----

/** How a host draws a popup's button: its platform's plain, cancel or destructive (red) action. */
export type PopupButtonStyle = 'default' | 'cancel' | 'destructive';
/** One button of a popup (popup.open). */
export interface PopupButton {
  /** 1..64 of A-Z, a-z, 0-9, `_` and `-`; unique within the popup. What the result names. */
  id: string;
  /** 1..64 characters, no control characters. */
  text: string;
  /** `destructive` is drawn as the platform's red action, `cancel` as its cancel action. */
  style: PopupButtonStyle;
}
/** popup.open: a question the host asks in its own dialog. */
export interface PopupParams {
  /** 1..64 characters. */
  title?: string;
  /** 1..256 characters. */
  message: string;
  /** One to three. */
  buttons: PopupButton[];
}
/** `null`: the guest dismissed the popup without a button (tapped outside, the back button, Escape). */
export interface PopupResult {
  buttonId: string | null;
}

/** clipboard.write: the text the host puts on the device's clipboard. */
export interface ClipboardWriteParams {
  /** 1..4096 characters. */
  text: string;
}

/**
 * `grant`: the guest's phone signed by the host's backend (docs/api/auth.md, ADR 0207), which the app
 * exchanges for a token; the app never sees a bare phone it would have to trust.
 */
export type PhoneRequestResult = { status: 'success'; grant: string } | Dismissed;
