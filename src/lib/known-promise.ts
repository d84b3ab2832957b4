/**
 * React's `use(promise)` reads `status` and `value` off a promise it is given: a promise already marked
 * fulfilled renders at once, any other suspends its Suspense boundary, which shows the fallback and then
 * holds the content back for React's reveal throttle (300 ms in React 19) even when the promise settles a
 * microtask later. Marking our long-lived promises (the language catalogue, a route's chunk) as they settle
 * lets a screen whose code and texts are already here render in the first commit (ADR 0005).
 */
export function knownPromise<T>(promise: Promise<T>): Promise<T> {
  const known = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  known.then(
    (value) => {
      known.status = 'fulfilled';
      known.value = value;
    },
    (reason: unknown) => {
      known.status = 'rejected';
      known.reason = reason;
    },
  );
  return known;
}
