// The look of the order pages, shared by the cart-and-checkout feature and the orders feature (both draw
// order lines, sums, steps and the map frame with the same `ck-` rules), so neither imports the other.
import type { ReactNode } from 'react';
import { BackHeader } from './BackHeader.tsx';
import bills from './checkout-bills.css?inline';
import addresses from './checkout-addresses.css?inline';
import lists from './checkout-lists.css?inline';
import base from './checkout.css?inline';

// One stylesheet in three files, in this order: later rules win ties, as they did in one file.
const css = `${base}\n${lists}\n${addresses}`;

/** The order pages' stylesheet, rendered inside the mount's shadow root by each cart and order screen. */
export function CheckoutStyles() {
  return <style>{css}</style>;
}

/** The preorder bill's and the repeat screen's own rules, rendered after CheckoutStyles in the shadow root. */
export function BillStyles() {
  return <style>{bills}</style>;
}

/** The order pages' screen header: the shared one with their sticky style. */
export function ScreenHeader(props: { title: string; backHref: string; children?: ReactNode }) {
  return <BackHeader {...props} className="ck-header" />;
}
