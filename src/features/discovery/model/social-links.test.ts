import { describe, expect, it } from 'vitest';
import { NAVIGATION_APPS } from './navigation-apps.ts';
import { MissingMessengerLinkError, messengerLink, networkName } from '../screens/FilialDetailsScreen.tsx';

describe('messenger link (docs/contract/validation.md#messenger-link)', () => {
  it('finds the telegram or whatsapp link', () => {
    const links = [
      { name: 'instagram', link: 'https://instagram.com/dala' },
      { name: 'telegram', link: 'https://t.me/dala_11' },
    ];
    expect(messengerLink(11, links).link).toBe('https://t.me/dala_11');
    expect(messengerLink(11, [{ name: 'whatsapp', link: 'https://wa.me/7701' }]).name).toBe('whatsapp');
  });

  it('raises the missing-messenger-link error for a venue without one', () => {
    expect(() => messengerLink(16, [{ name: 'instagram', link: 'https://instagram.com/b' }])).toThrow(
      MissingMessengerLinkError,
    );
    expect(() => messengerLink(16, [])).toThrow(/Venue 16 has no messenger link/);
  });

  it('names networks as brands', () => {
    expect(networkName('whatsapp')).toBe('WhatsApp');
    expect(networkName('mastodon')).toBe('Mastodon');
  });
});

describe('navigation apps (docs/contract/entities.md#navigation-apps)', () => {
  it('offers a regional app, two other maps apps and Google Maps, each with the venue’s point', () => {
    expect(NAVIGATION_APPS.map((app) => app.id)).toEqual(['2gis', 'yandex', 'apple', 'google']);
    const point = { latitude: 43.238949, longitude: 76.889709 };
    for (const app of NAVIGATION_APPS) {
      const url = new URL(app.url(point, 'Dala Coffee & Co'));
      expect(url.protocol).toBe('https:');
      expect(decodeURIComponent(url.href)).toContain('43.238949');
      expect(decodeURIComponent(url.href)).toContain('76.889709');
    }
    expect(NAVIGATION_APPS[2]?.url(point, 'A & B')).toContain('q=A%20%26%20B');
  });
});
