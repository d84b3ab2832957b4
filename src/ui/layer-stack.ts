/**
 * The open sheets and modals of one mount, in opening order. The host's back button and the Escape key
 * close the last opened layer first (SPEC §2); only with no layer open does back navigate.
 */
export interface LayerStack {
  /** Registers an open layer; the returned function unregisters it (call it when the layer closes). */
  push(close: () => void): () => void;
  /** Closes the top layer; false when none is open. */
  closeTop(): boolean;
  readonly size: number;
}

export function createLayerStack(): LayerStack {
  const layers: Array<{ close: () => void }> = [];
  return {
    push(close) {
      const entry = { close };
      layers.push(entry);
      return () => {
        const index = layers.indexOf(entry);
        if (index >= 0) layers.splice(index, 1);
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
  };
}
