import common from './common.ts';
import errors from './errors-first.ts';
import filials from './filials-first.ts';
import home from './home.ts';
import nav from './nav.ts';
import offline from './offline.ts';
import places from './places.ts';
import repeat from './repeat-first.ts';
import search from './search.ts';

/**
 * The English texts of Home's first screen, loaded before it (load-catalogue.ts, ADR 0027): whole namespaces,
 * and of `errors` only what Home itself can show. The rest (rest.ts) comes after the first content.
 */
export default {
  common,
  errors,
  filials,
  home,
  nav,
  offline,
  places,
  repeat,
  search,
};
