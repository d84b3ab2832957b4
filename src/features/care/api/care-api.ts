import type { ApiClient } from '../../../api/client.ts';
import type { CareDesk, CareMessenger } from '../model/care-desk.ts';
import { record } from '../../../api/answer-fields.ts';

/** Sandbox-defined (docs/api/care.md): docs/contract/calls.md#calls-the-sandbox-defines names no call for the care contacts. */
const CARE_CONTACTS_PATH = 'takeaway/v1/care/contacts';

const time = (value: unknown): string => {
  if (typeof value !== 'string' || !/^\d\d:\d\d$/.test(value)) throw new Error('hours are not HH:MM');
  return value;
};

function parseMessenger(value: unknown): CareMessenger | null {
  const messenger = record(value);
  const name = messenger.name;
  const link = messenger.link;
  if ((name !== 'whatsapp' && name !== 'telegram') || typeof link !== 'string') return null;
  // Only web links reach the host's link.open or a new tab: nothing like javascript: from an answer.
  return /^https:\/\//.test(link) ? { name, link } : null;
}

/** The desk of `country` from the answer; an answer without it, or malformed, is an error (the fallback shows). */
function parseCareDesk(body: unknown, country: CareDesk['country']): CareDesk {
  const list = record(body).data;
  const item = Array.isArray(list) ? list.find((entry) => record(entry).id === country) : undefined;
  if (!item) throw new Error(`no care desk for ${country}`);
  const attributes = record(record(item).attributes);
  if (typeof attributes.phone !== 'string' || attributes.phone.trim() === '')
    throw new Error('the care desk has no phone');
  const hours = record(attributes.hours);
  const messengers = Array.isArray(attributes.messengers) ? attributes.messengers : [];
  return {
    country,
    phone: attributes.phone,
    messengers: messengers.map(parseMessenger).filter((m): m is CareMessenger => m !== null),
    hours: { from: time(hours.from), to: time(hours.to) },
  };
}

export function fetchCareDesk(
  client: ApiClient,
  country: CareDesk['country'],
  signal: AbortSignal,
): Promise<CareDesk> {
  return client.get(CARE_CONTACTS_PATH, {
    query: { filter: { country } },
    parse: (body) => parseCareDesk(body, country),
    signal,
  });
}
