import { proxy } from 'valtio/vanilla';
import { type HostConfig, SERVICES, type ServiceId } from '../config/host-config.ts';
import { DEFAULT_SERVICE } from './services.ts';

export type Country = 'kz' | 'ge';
type Currency = 'KZT' | 'GEL';

const CURRENCY_OF: { readonly [C in Country]: Currency } = { kz: 'KZT', ge: 'GEL' };

/** docs/contract/product.md#currencies-and-countries: the country comes from the host's top-level domain; anything but .ge is Kazakhstan. */
export function countryFromHostname(hostname: string): Country {
  const tld = hostname.toLowerCase().replace(/\.$/, '').split('.').pop();
  return tld === 'ge' ? 'ge' : 'kz';
}

interface RestrictionsState {
  country: Country;
  currency: Currency;
  /** What the host and the brand mode allow, in SERVICES order; never empty. */
  allowedServices: ServiceId[];
  /** Town ids the host shows; null shows all. */
  towns: number[] | null;
  primaryColor: string | null;
  brand: { id: number; services: ServiceId[] } | null;
}

/**
 * What the bridge handshake or a later `config` event may narrow (docs/contract/product.md#host-configuration). An absent field is left as it
 * is; null goes back to what the mount's own config says (a host config replaces the previous one).
 */
export interface HostRestrictionUpdate {
  allowedServices?: ServiceId[] | null;
  towns?: number[] | null;
  primaryColor?: string | null;
}

export interface HostRestrictions {
  readonly state: RestrictionsState;
  apply(update: HostRestrictionUpdate): void;
  isServiceAllowed(service: ServiceId): boolean;
  /** The service itself when allowed; else delivery when allowed, else the first allowed one. */
  restrictService(service: ServiceId): ServiceId;
  isTownVisible(townId: number): boolean;
}

function allowed(hostServices: readonly ServiceId[] | undefined, brand: HostConfig['brand']): ServiceId[] {
  const list = SERVICES.filter(
    (service) =>
      (hostServices ?? SERVICES).includes(service) && (brand?.services ?? SERVICES).includes(service),
  );
  // A host list and a brand list with nothing in common would leave no service at all; delivery is the
  // spec's fallback for exactly that.
  return list.length > 0 ? list : [DEFAULT_SERVICE];
}

export function createHostRestrictions(options: {
  hostConfig: HostConfig;
  hostname: string;
}): HostRestrictions {
  const { hostConfig } = options;
  const country = hostConfig.country ?? countryFromHostname(options.hostname);
  let hostServices = hostConfig.allowedServices;
  const state = proxy<RestrictionsState>({
    country,
    currency: CURRENCY_OF[country],
    allowedServices: allowed(hostServices, hostConfig.brand),
    towns: hostConfig.towns ? [...hostConfig.towns] : null,
    primaryColor: hostConfig.primaryColor ?? null,
    brand: hostConfig.brand ? { id: hostConfig.brand.id, services: [...hostConfig.brand.services] } : null,
  });

  const isServiceAllowed = (service: ServiceId) => state.allowedServices.includes(service);

  return {
    state,
    apply(update) {
      if (update.allowedServices !== undefined) {
        hostServices = update.allowedServices ?? hostConfig.allowedServices;
        state.allowedServices = allowed(hostServices, state.brand ?? undefined);
      }
      if (update.towns !== undefined) {
        const towns = update.towns ?? hostConfig.towns;
        state.towns = towns ? [...towns] : null;
      }
      if (update.primaryColor !== undefined) {
        state.primaryColor = update.primaryColor ?? hostConfig.primaryColor ?? null;
      }
    },
    isServiceAllowed,
    restrictService(service) {
      if (isServiceAllowed(service)) return service;
      return isServiceAllowed(DEFAULT_SERVICE)
        ? DEFAULT_SERVICE
        : (state.allowedServices[0] ?? DEFAULT_SERVICE);
    },
    isTownVisible: (townId) => state.towns === null || state.towns.includes(townId),
  };
}
