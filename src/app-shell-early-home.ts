import { sendPageRequests } from './app/early-script.ts';
import { HOME_PAGE_ROUTES } from './app/first-request-routes.ts';

/** The inline script of Home's pages (app/early-script.ts, ADR 0032): Home's requests alone. */
sendPageRequests(HOME_PAGE_ROUTES);
