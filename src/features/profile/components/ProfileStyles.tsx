import css from '../profile.css?inline';

/** The feature's stylesheet, rendered inside the mount's shadow root by each profile screen. */
export function ProfileStyles() {
  return <style>{css}</style>;
}
