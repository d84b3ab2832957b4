/**
 * The care service of a country (docs/contract/product.md#guests-and-what-they-do "Contact a care service"): a phone line and messenger chats. The
 * sandbox serves them (docs/api/care.md); the copy here is what the sheet shows until they arrive, or when
 * they do not: a guest in trouble always has a number to call.
 */
export interface CareMessenger {
  name: 'whatsapp' | 'telegram';
  link: string;
}

export interface CareDesk {
  country: 'kz' | 'ge';
  phone: string;
  messengers: CareMessenger[];
  hours: { from: string; to: string };
}

export const FALLBACK_DESKS: Readonly<Record<CareDesk['country'], CareDesk>> = {
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

export const MESSENGER_NAMES: Readonly<Record<CareMessenger['name'], string>> = {
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

/**
 * The chat link, with the message prefilled when there is one: both WhatsApp (wa.me/<number>?text=) and
 * Telegram (t.me/<username>?text=) open the chat with the text typed in, so the order number arrives with
 * the guest's first message and nobody has to ask for it.
 */
export function messengerHref(messenger: CareMessenger, message: string | null): string {
  if (!message) return messenger.link;
  const url = new URL(messenger.link);
  url.searchParams.set('text', message);
  return url.href;
}

/** A tel: link dials digits and the leading plus only. */
export function dialHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
