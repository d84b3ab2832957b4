import css from './feedback.css?inline';

/** The feature's stylesheet, rendered inside the mount's shadow root by each feedback screen. */
export function FeedbackStyles() {
  return <style>{css}</style>;
}
