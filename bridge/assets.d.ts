// Build conventions of the lead's rollup config (see the bridge brief): a `.wasm` import is the URL of the
// file emitted next to the bundle; `?worker-url` is the URL of a separately bundled ESM worker chunk.
declare module '*?worker-url' {
  const url: string;
  export default url;
}

declare module '*.wasm' {
  const url: string;
  export default url;
}
