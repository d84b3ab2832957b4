import css from '../menu.css?inline';

/**
 * The feature's stylesheet, rendered by each of its screens. A plain <style> element (no href/precedence):
 * React would hoist those into the document's head, outside our shadow root, where they style nothing.
 */
export function MenuStyles() {
  return <style>{css}</style>;
}
