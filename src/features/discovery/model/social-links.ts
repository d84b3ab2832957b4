import type { SocialLink } from './venue.ts';

/** Social network names that are messengers: a guest can write to the venue there. */
const MESSENGERS = ['telegram', 'whatsapp'] as const;

/** docs/contract/validation.md#messenger-link: "A venue without a messenger social link raises an error for a missing messenger link." */
export class MissingMessengerLinkError extends Error {
  readonly venueId: number;
  constructor(venueId: number) {
    super(`Venue ${venueId} has no messenger link`);
    this.name = 'MissingMessengerLinkError';
    this.venueId = venueId;
  }
}

export function messengerLink(venueId: number, links: readonly SocialLink[]): SocialLink {
  const found = links.find((link) => (MESSENGERS as readonly string[]).includes(link.name));
  if (!found) throw new MissingMessengerLinkError(venueId);
  return found;
}

/** Display names of the networks the product knows; brands, so the same in every language. */
const NETWORK_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  vk: 'VK',
};

export function networkName(name: string): string {
  return NETWORK_NAMES[name] ?? name.charAt(0).toUpperCase() + name.slice(1);
}
