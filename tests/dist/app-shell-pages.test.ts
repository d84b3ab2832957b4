import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpDistSimulator } from './dist-simulator.ts';

// ADR 0012's addendum: Home's prerendered frames go with Home's page only; every other route of the app
// shell gets the same page without them, so a Menu or a Cart does not download ~10 KB gzip of Home.
const app = resolve(import.meta.dirname, '../../dist/app');
const home = readFileSync(join(app, 'index.html'), 'utf8');
const other = readFileSync(join(app, 'other-routes.html'), 'utf8');
const FRAMES =
  /<dastarkhan-app data-prerendered><template shadowrootmode="open">[\s\S]*?<\/template><\/dastarkhan-app><script>[\s\S]*?<\/script>/;

/** Home's inline script in the page's <head> (ADR 0032), with the chunks it names. */
const HOME_REQUESTS = /\n\s*<script data-chunks="([^"]*)">[\s\S]*?<\/script>/;
const shortName = (file: string) => file.replace(/^\/app\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
const preloadsOf = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload" href="\/app\/assets\/([^"]+)" \/>/g)].map((link) =>
    shortName(link[1] ?? ''),
  );
const chunksNamedBy = (page: string) => HOME_REQUESTS.exec(page)?.[1]?.split(' ').map(shortName);

describe('Home’s pages', () => {
  it('name the app’s entry, and in their inline script the chunks Home’s first render waits for and the texts of their language', () => {
    const named = ['HomeScreen', 'home-shared', 'bridge-code'];
    const homeKa = readFileSync(join(app, 'home-ka.html'), 'utf8');
    for (const page of [home, homeKa, other]) expect(preloadsOf(page)).toEqual(['shell']);
    expect(chunksNamedBy(home)).toEqual(named);
    expect(chunksNamedBy(homeKa)).toEqual([...named, 'first']);
    expect(chunksNamedBy(other)).toBeUndefined();
  });
});

describe('the app shell’s page for routes other than Home', () => {
  it('is Home’s page without the frames’ host and the page’s two inline scripts', () => {
    expect(home).toMatch(FRAMES);
    expect(other).toBe(home.replace(FRAMES, '').replace(HOME_REQUESTS, ''));
    expect(other).toContain('<div id="dastarkhan"></div>');
    for (const frameMark of ['data-prerendered', '<template', '<dastarkhan-app', 'data-screen'])
      expect(other).not.toContain(frameMark);
    // No inline script: every script of the page is the build's, by its src.
    expect(other.match(/<script\b[^>]*>/g)?.every((tag) => /\ssrc="[^"]+"/.test(tag))).toBe(true);
    expect(other.length).toBeLessThan(2048);
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
        expect(page.replace(FRAMES, '').replace(HOME_REQUESTS, ''), path).toBe(other);
        // Three copies fewer: ~half of Home's frames, whose sheet (with Home's feature sheet, issue 30) both hold once.
        const framesOf = (html: string) => FRAMES.exec(html)?.[0].length ?? Number.NaN;
        expect(framesOf(page), path).toBeLessThan(framesOf(home) * 0.55);
      }
    });
  });
});
