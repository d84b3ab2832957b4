import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageChunks } from '../../src/app/early-script.ts';
import { OTHER_PAGE_ROUTES } from '../../src/app/first-request-routes.ts';
import { setUpDistSimulator } from './dist-simulator.ts';

// ADR 0012's addendum: Home's prerendered frames go with Home's page only; every other route of the app
// shell gets the same page without them, so a Menu or a Cart does not download ~10 KB gzip of Home. Both send
// the first screen's requests from an inline script (ADR 0032).
const app = resolve(import.meta.dirname, '../../dist/app');
const home = readFileSync(join(app, 'index.html'), 'utf8');
const other = readFileSync(join(app, 'other-routes.html'), 'utf8');
const FRAMES =
  /<dastarkhan-app data-prerendered><template shadowrootmode="open">[\s\S]*?<\/template><\/dastarkhan-app><script>[\s\S]*?<\/script>/;

/** The page's inline script in its <head> that sends the first screen's requests (ADR 0032), and what it names. */
const FIRST_REQUESTS = /\n\s*<script data-chunks='([^']*)'>([\s\S]*?)<\/script>/;
const shortName = (file: string) => file.replace(/^\/app\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
const preloadsOf = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload" href="\/app\/assets\/([^"]+)" \/>/g)].map((link) =>
    shortName(link[1] ?? ''),
  );
const chunksNamedBy = (page: string): PageChunks => JSON.parse(FIRST_REQUESTS.exec(page)?.[1] ?? 'null');
const short = (files: string[] | undefined) => files?.map(shortName);

describe('the app shell’s pages', () => {
  it('name the app’s entry, and in their inline script Home’s chunks and texts, or the Cart’s', () => {
    const named = ['HomeScreen', 'home-shared'];
    const homeKa = readFileSync(join(app, 'home-ka.html'), 'utf8');
    for (const page of [home, homeKa, other]) expect(preloadsOf(page)).toEqual(['shell']);
    expect(short(chunksNamedBy(home).routes?.['/'])).toEqual(named);
    expect(short(chunksNamedBy(homeKa).routes?.['/'])).toEqual([...named, 'first']);
    // The bridge client's apart: named where a host may be, after the content in a plain browser (ADR 0033).
    for (const page of [home, homeKa]) expect(short(chunksNamedBy(page).host)).toEqual(['bridge-code']);
    // Every other route's page: the Menu's and the Cart's code with our sheet, each language's whole catalogue,
    // and the bridge client's for a host (ADR 0034).
    const { routes, texts, host } = chunksNamedBy(other);
    expect(Object.keys(routes ?? {})).toEqual(OTHER_PAGE_ROUTES.map((route) => route.path));
    expect(short(routes?.['/filials/:filialId'])?.[0]).toBe('MenuScreen');
    expect(short(routes?.['/filials/:filialId'])).toContain('styles');
    expect(short(host)).toEqual(['bridge-code']);
    // The page of all languages names each language's first texts: its script picks the guest's.
    expect(
      Object.fromEntries(
        Object.entries(chunksNamedBy(home).texts ?? {}).map(([language, files]) => [language, short(files)]),
      ),
    ).toEqual(Object.fromEntries(['kk', 'ru', 'en', 'ka'].map((language) => [language, ['first']])));
    expect(short(routes?.['/cart'])?.[0]).toBe('CartScreen');
    expect(short(routes?.['/cart'])).toContain('styles');
    expect(
      Object.fromEntries(Object.entries(texts ?? {}).map(([language, files]) => [language, short(files)])),
    ).toEqual(Object.fromEntries(['kk', 'ru', 'en', 'ka'].map((language) => [language, ['first', 'rest']])));
  });

  it('carry an inline script each, Home’s with Home’s requests alone, whose exact texts the CSP allows by hash', () => {
    const { inlineScripts } = JSON.parse(readFileSync(join(app, 'inline-scripts.json'), 'utf8')) as {
      inlineScripts: string[];
    };
    const [homeScript, otherScript] = [home, other].map((page) => FIRST_REQUESTS.exec(page)?.[2] ?? '');
    expect(inlineScripts).toContain(homeScript);
    expect(inlineScripts).toContain(otherScript);
    // Home's carries none of the Menu's or the Cart's requests (first-request-routes.ts says why).
    expect(homeScript).not.toContain('menu/v2/category/products');
    expect(otherScript).toContain('menu/v2/category/products');
    expect(otherScript).not.toContain('takeaway/v2/user/orders');
  });
});

describe('the app shell’s page for routes other than Home', () => {
  it('is Home’s page without the frames’ host, and with the other first screens’ inline script', () => {
    expect(home).toMatch(FRAMES);
    const withoutScript = (page: string) => page.replace(FIRST_REQUESTS, '');
    expect(withoutScript(other)).toBe(withoutScript(home.replace(FRAMES, '')));
    expect(other).toContain('<div id="dastarkhan"></div>');
    for (const frameMark of ['data-prerendered', '<template', '<dastarkhan-app', 'data-screen'])
      expect(other).not.toContain(frameMark);
    // One inline script, the first requests'; every other script of the page is the build's, by its src.
    const inline = other.match(/<script\b[^>]*>/g)?.filter((tag) => !/\ssrc="[^"]+"/.test(tag));
    expect(inline).toEqual([expect.stringMatching(/^<script data-chunks='/)]);
    expect(other.length).toBeLessThan(12_000);
  });

  describe('served by the simulator', () => {
    const server = setUpDistSimulator('pages');

    const pageAt = async (path: string) => {
      const answer = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.headers.get('content-encoding'), path).toBe('gzip');
      return answer.text();
    };

    it('gives every way into Home the frames, and the Menu, the Cart and any other route the page without', async () => {
      for (const path of ['/app/', '/app', '/app/?language=xx', '/app/?table_id=3&filial_id=24'])
        expect(await pageAt(path), path).toBe(home);
      for (const path of ['/app/filials/24?language=en', '/app/cart', '/app/venue/24', '/app/orders/1'])
        expect(await pageAt(path), path).toBe(other);
    });

    it('gives a Home whose query names its language that language’s frame alone (ADR 0027)', async () => {
      const copies = (page: string) =>
        [...page.matchAll(/data-prerendered="(\w+)"/g)].map((match) => match[1]);
      expect(copies(home)).toEqual(['kk', 'ru', 'en', 'ka']);
      for (const [path, language] of [
        ['/app/?language=ru', 'ru'],
        ['/app?language=ka&table_id=3', 'ka'],
        ['/app/?language=kz', 'kk'],
        ['/app/?language=EN', 'en'],
      ] as const) {
        const page = await pageAt(path);
        expect(copies(page), path).toEqual([language]);
        // The same page but for the other copies: same shell, same inline scripts (their CSP hashes hold).
        const withoutScript = (html: string) => html.replace(FIRST_REQUESTS, '');
        expect(withoutScript(page.replace(FRAMES, '')), path).toBe(withoutScript(other));
        // Three copies fewer: ~half of Home's frames, whose sheet (with Home's feature sheet, issue 30) both hold once.
        const framesOf = (html: string) => FRAMES.exec(html)?.[0].length ?? Number.NaN;
        expect(framesOf(page), path).toBeLessThan(framesOf(home) * 0.55);
      }
    });
  });
});
