/**
 * Shapes of the host capabilities that peers have (ADR 0206): the share sheet, the closing confirmation,
 * secure storage, the theme and the viewport; the host controls of issue 31 (main button, back-button
 * visibility, the sheet's size). The method and event maps in protocol.ts use them.
 */
import type { Dismissed } from './protocol.ts';

export interface ShareParams {
  /** What to share; at least one of `text` and `url` (a host may refuse an empty share as invalid params). */
  text?: string;
  /** An absolute http(s) URL. */
  url?: string;
  title?: string;
}
/** `copied`: no share sheet here, the text went to the clipboard (the app says so to the guest). */
export type ShareResult = { status: 'shared' } | { status: 'copied' } | Dismissed;

export interface ClosingConfirmationParams {
  /** While true, the host asks the guest before it closes the mini-app (swipe, close button, back). */
  enabled: boolean;
}

/** Keys of the host's secure storage (Keychain, Keystore): short names of our own choosing. */
export interface SecureKeyParams {
  key: string;
}
export interface SecureSetParams extends SecureKeyParams {
  /** null removes the key. */
  value: string | null;
}
export interface SecureGetResult {
  value: string | null;
}

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
