// Leaflet's ES module build (tree-shakable) has the API of the package's main file, which @types/leaflet describes.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
