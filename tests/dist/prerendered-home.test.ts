import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appShellPolicy } from '../../host-simulator/server/content-security.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';

// ADR 0012: the app shell's page holds Home's first frame in each language and the inline script that keeps
// one; the server allows that script by the hash of the exact text the build hands it.
const app = resolve(import.meta.dirname, '../../dist/app');
const html = readFileSync(join(app, 'index.html'), 'utf8');
const { inlineScripts } = JSON.parse(readFileSync(join(app, 'inline-scripts.json'), 'utf8')) as {
  inlineScripts: string[];
};

describe('the app shell’s prerendered Home', () => {
  it('holds the four languages’ frames in a declarative shadow root of the element the app mounts in', () => {
    const host =
      /<div id="dastarkhan"><dastarkhan-app data-prerendered><template shadowrootmode="open">([\s\S]*?)<\/template><\/dastarkhan-app>/.exec(
        html,
      );
    const shadow = host?.[1] ?? '';
    const frames = [...shadow.matchAll(/<div class="dk-root" data-prerendered="(\w+)" lang="\1"/g)];
    expect(frames.map((match) => match[1])).toEqual([...LANGUAGES]);
    expect(shadow.match(/data-screen="home"/g)).toHaveLength(LANGUAGES.length);
    expect(shadow).toContain('[data-prerendered]:not([data-shown]){display:none}');
  });

  it('holds Home’s feature sheet once, in the page’s own sheet, not in each copy (issue 30)', () => {
    const shadow = /<template shadowrootmode="open">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    const sheets = [...shadow.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1] ?? '');
    expect(sheets).toHaveLength(1);
    // The app's rules, the discovery feature's, the recent orders' (discovery.css).
    for (const rule of [':host{', '.dkd-screen{', '.dkd-recent-list{'])
      expect(sheets[0]?.split(rule).length, rule).toBe(2);
  });

  it('is prerendered as a signed-in guest sees Home, with what only such a guest sees marked, and the towns named', async () => {
    const shadow = /<template shadowrootmode="open">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    const copies = shadow.split('<div class="dk-root" data-prerendered=').slice(1);
    expect(copies).toHaveLength(LANGUAGES.length);
    for (const [index, copy] of copies.entries()) {
      const language = LANGUAGES[index] ?? 'kk';
      // The repeat shortcut and the recent venues' section; the recent orders hold their room while loading.
      expect(copy.match(/data-signed-in-only=""/g), language).toHaveLength(3);
      const { default: places } = await import(`../../src/i18n/locales/${language}/places.ts`);
      const towns = /data-towns='([^']*)'/.exec(copy)?.[1] ?? '{}';
      expect(JSON.parse(towns.replaceAll('&#39;', "'").replaceAll('&amp;', '&')), language).toEqual({
        ...places.towns,
        ...places.otherTowns,
      });
    }
  });

  it('has two inline scripts, first in its <head> and right after the host, whose exact texts the CSP allows by hash', () => {
    const scripts = [...html.matchAll(/<script(?: data-chunks='[^']*')?>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    // The build's third is the other routes' page's (app-shell-pages.test.ts).
    expect(scripts).toEqual(inlineScripts.slice(0, 2));
    const [requests, frame] = scripts;
    expect(html).toMatch(
      new RegExp(
        `<title>Dastarkhan</title>\\s*<script data-chunks='[^']*'>${escapeRegExp(requests ?? '')}</script>`,
      ),
    );
    expect(html).toContain(`</dastarkhan-app><script>${frame}</script></div>`);
    for (const script of scripts) {
      const hash = createHash('sha256').update(script, 'utf8').digest('base64');
      expect(appShellPolicy({ frameAncestors: [], inlineScripts })).toContain(`'sha256-${hash}'`);
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
