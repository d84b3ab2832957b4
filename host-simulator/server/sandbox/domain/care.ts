/**
 * The care service (docs/contract/product.md#guests-and-what-they-do "Contact a care service", docs/contract/roles.md#other-parties: a party with no permissions): one desk per country
 * with a phone line and messenger chats. Fixed data: the desks are the operator's, not the venues'.
 */
export type CareCountry = 'kz' | 'ge';

interface CareMessenger {
  name: 'whatsapp' | 'telegram';
  /** The chat's address; the app appends `?text=` with a prefilled message (an order number). */
  link: string;
}

export interface CareDesk {
  country: CareCountry;
  /** Shown as written, dialled with its digits and the plus sign. */
  phone: string;
  messengers: readonly CareMessenger[];
  /** Local opening hours of the phone line; messengers are answered around the clock. */
  hours: { from: string; to: string };
}

export const CARE_DESKS: Readonly<Record<CareCountry, CareDesk>> = {
  kz: {
    country: 'kz',
    phone: '+7 727 350 00 00',
    messengers: [
      { name: 'whatsapp', link: 'https://wa.me/77273500000' },
      { name: 'telegram', link: 'https://t.me/dastarkhan_care_kz' },
    ],
    hours: { from: '08:00', to: '23:00' },
  },
  ge: {
    country: 'ge',
    phone: '+995 32 250 00 00',
    messengers: [
      { name: 'whatsapp', link: 'https://wa.me/995322500000' },
      { name: 'telegram', link: 'https://t.me/dastarkhan_care_ge' },
    ],
    hours: { from: '09:00', to: '22:00' },
  },
};

export function isCareCountry(value: unknown): value is CareCountry {
  return value === 'kz' || value === 'ge';
}
