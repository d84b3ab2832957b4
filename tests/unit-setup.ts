import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default. The first test of a file also loads its route's lazy chunk,
// which on this 2-core machine under a full `npm test` took longer than that: screens that were on their way
// failed as missing. A wait still ends at the first match; only a real absence now costs 5 s.
configure({ asyncUtilTimeout: 5_000 });
