import { knownPromise } from '../../lib/known-promise.ts';

let sheet: Promise<string> | null = null;

/**
 * The feature's stylesheet as text, a chunk of its own (issue 30): the app shell's page brings it in its own
 * sheet, so Home's code does not carry it; a mount without that sheet asks for it beside the screen's
 * chunk (the routes' `sheet`). One promise for the page (code, not state), known to React once settled; a
 * failed load is forgotten, so that asking again tries again.
 */
export function loadDiscoverySheet(): Promise<string> {
  if (!sheet) {
    sheet = knownPromise(import('./discovery.css?inline').then((module) => module.default));
    sheet.catch(() => {
      sheet = null;
    });
  }
  return sheet;
}
