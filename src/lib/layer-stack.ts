/**
 * The open sheets and modals of one mount, in opening order. The host's back button and the Escape key
 * close the last opened layer first (docs/contract/screens.md#layers-and-the-back-button); only with no layer open does back navigate.
 */
export interface LayerStack {
  /** Registers an open layer; the returned function unregisters it (call it when the layer closes). */
  push(close: () => void): () => void;
  /** Closes the top layer; false when none is open. */
  closeTop(): boolean;
  readonly size: number;
  /** Runs `listener` after each push and removal (the host's back button follows whether one is open). */
  onChange(listener: () => void): () => void;
}

export function createLayerStack(): LayerStack {
  const layers: Array<{ close: () => void }> = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    push(close) {
      const entry = { close };
      layers.push(entry);
      changed();
      return () => {
        const index = layers.indexOf(entry);
        if (index < 0) return;
        layers.splice(index, 1);
        changed();
      };
    },
    closeTop() {
      const top = layers.at(-1);
      if (!top) return false;
      top.close();
      return true;
    },
    get size() {
      return layers.length;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
