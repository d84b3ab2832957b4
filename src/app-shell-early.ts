import { sendPageRequests } from './app/early-script.ts';
import { OTHER_PAGE_ROUTES } from './app/first-request-routes.ts';

/** The inline script of the app shell's page for every route but Home (app/early-script.ts, ADR 0032). */
sendPageRequests(OTHER_PAGE_ROUTES);
