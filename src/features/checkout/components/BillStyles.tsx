import css from '../checkout-bills.css?inline';

/** The preorder bill's and the repeat screen's own rules, rendered after CheckoutStyles in the shadow root. */
export function BillStyles() {
  return <style>{css}</style>;
}
