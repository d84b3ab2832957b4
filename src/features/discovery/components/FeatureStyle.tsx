import css from '../discovery.css?inline';

/** The feature's stylesheet inside the mount's shadow root (portals included: they live in the same root). */
export function FeatureStyle() {
  return <style>{css}</style>;
}
