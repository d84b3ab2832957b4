import type { ApiClient } from '../../api/client.ts';
import { record } from '../../api/answer-fields.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useSearch } from 'wouter';
import { useApiClient } from '../../api/api-scope.ts';
import { useBridge } from '../../runtime/app-runtime.ts';
import { useAppState, useAppStores } from '../../state/app-core.ts';
import { openExternal } from '../../runtime/open-external.ts';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { sheetAbout } from '../../ui/sheet-query.ts';
import { useQuery } from '../../ui/use-query.ts';
import css from './care.css?inline';

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

/**
 * docs/contract/product.md#guests-and-what-they-do "Contact a care service": the country's messenger chats and phone line, opened from the profile,
 * the FAQ, an order's details and a declined order. About an order, the chat opens with its number typed in.
 * The built-in contacts show at once and while the sandbox's load (docs/api/care.md): never a dead button.
 */
export default function CareSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const bridgeReady = useBridge();
  const stores = useAppStores();
  const { country } = useAppState().restrictions;
  const about = sheetAbout(useSearch());
  const client = useApiClient();
  const deskCountry = country === 'ge' ? 'ge' : 'kz';
  const request = useQuery(['care-desk', deskCountry], (signal) =>
    fetchCareDesk(client, deskCountry, signal),
  );
  const desk = request.data ?? FALLBACK_DESKS[deskCountry];
  const failed = request.status === 'error' || request.status === 'offline';
  const message = about ? t('care.contact.message', { number: about }) : null;

  const write = (messenger: CareMessenger) => {
    openExternal(bridgeReady, messengerHref(messenger, message), 'messenger').catch(() =>
      stores.notifications.notify({
        type: 'error',
        text: t('care.contact.openFailed'),
        onlyUnique: true,
      }),
    );
  };

  return (
    <BottomSheet open onClose={onClose} title={t('care.contact.title')} showCloseButton>
      <style>{css}</style>
      <div className="care-sheet" data-testid="care-sheet">
        <p>{t('care.contact.intro', desk.hours)}</p>
        {about ? (
          <p className="care-about" data-testid="care-about">
            {t('care.contact.aboutOrder', { number: about })}
          </p>
        ) : null}
        <div className="dk-actions-stack">
          {desk.messengers.map((messenger) => (
            <button
              key={messenger.name}
              type="button"
              className="dk-button"
              data-messenger={messenger.name}
              onClick={() => write(messenger)}
            >
              {t('care.contact.write', { messenger: MESSENGER_NAMES[messenger.name] })}
            </button>
          ))}
          <a className="dk-button dk-button-secondary" href={dialHref(desk.phone)} data-testid="care-call">
            {t('care.contact.call')}&nbsp;<span className="care-phone">{desk.phone}</span>
          </a>
        </div>
        {failed ? (
          <p className="dk-muted" role="status" data-testid="care-fallback">
            {t('care.contact.fallback')}{' '}
            <button type="button" className="dk-link-button" onClick={request.reload}>
              {t('common.actions.retry')}
            </button>
          </p>
        ) : null}
      </div>
    </BottomSheet>
  );
}
