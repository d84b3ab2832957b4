/** Written by the build for the offline worker (scripts/service-worker-build.mjs). */
declare module 'dastarkhan:service-worker-build' {
  /** This build's id: a hash of the worker's code and of the files it precaches. */
  export const BUILD_VERSION: string;
  /** The files to precache, relative to the worker's scope: the page and Home's first-screen chunks. */
  export const PRECACHE: readonly string[];
}
