import addresses from '../checkout-addresses.css?inline';
import lists from '../checkout-lists.css?inline';
import base from '../checkout.css?inline';

// One stylesheet in three files, in this order: later rules win ties, as they did in one file.
const css = `${base}\n${lists}\n${addresses}`;

/** The feature's stylesheet, rendered inside the mount's shadow root by each checkout screen. */
export function CheckoutStyles() {
  return <style>{css}</style>;
}
