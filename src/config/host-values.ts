/**
 * The languages and services a host config may name, apart from its validator (host-config.ts): the app
 * shell's first script needs the languages to pick the catalogue, and the validator (~1 KB gzip) would come
 * with them into that script, which starts the first screen's downloads and is kept small (ADR 0013).
 */

/** The four interface languages of docs/contract/product.md#languages; kk is the default and ru the fallback. */
export const LANGUAGES = ['kk', 'ru', 'en', 'ka'] as const;
/** One of `LANGUAGES`. */
export type Language = (typeof LANGUAGES)[number];

/** The three main services of docs/contract/product.md#services by their string ids (docs/contract/entities.md#service-ids "service ids"). */
export const SERVICES = ['takeaway', 'express', 'delivery'] as const;
/** One of `SERVICES`. */
export type ServiceId = (typeof SERVICES)[number];
