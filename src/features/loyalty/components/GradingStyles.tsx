import css from '../loyalty.css?inline';

/** The feature's stylesheet, rendered inside the sheet (a portal in the mount's shadow root). */
export function GradingStyles() {
  return <style>{css}</style>;
}
