declare module '*.css?inline' {
  const css: string;
  export default css;
}

/** Lucide's per-icon modules (drawn by src/ui/Icon.tsx): each is the icon's path data, typed by the package's IconNode. */
declare module 'lucide/dist/esm/icons/*.mjs' {
  const icon: import('lucide').IconNode;
  export default icon;
}

/** Leaflet's ES module build (tree-shakable, drawn by the maps of discovery and cart) has the API of the package's main file, which @types/leaflet describes. */
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
