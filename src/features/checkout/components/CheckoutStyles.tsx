import css from '../checkout.css?inline';

/** The feature's stylesheet, rendered inside the mount's shadow root by each checkout screen. */
export function CheckoutStyles() {
  return <style>{css}</style>;
}
