import css from '../kiosk.css?inline';

/** The feature's stylesheet, rendered inside the mount's shadow root by each kiosk screen. */
export function KioskStyles() {
  return <style>{css}</style>;
}
