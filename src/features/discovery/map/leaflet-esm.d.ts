// Leaflet's ES module build has the same API as the package's main (UMD) file, which @types/leaflet describes.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
