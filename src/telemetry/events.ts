import { createContext, useContext } from 'react';
import type { Telemetry } from './telemetry.ts';

/** The contract's (docs/contract/constants.md#analytics-figures) analytics events, each under the fixed prefix `dastarkhan_` so they stand apart in a shared project. */
export const ANALYTICS_EVENTS = {
  itemAdded: 'dastarkhan_item_added',
  basketOpened: 'dastarkhan_basket_opened',
  paymentRequested: 'dastarkhan_payment_requested',
  paymentSuccess: 'dastarkhan_payment_success',
  tipsSuccess: 'dastarkhan_tips_success',
  reviewSent: 'dastarkhan_review_sent',
  addressCreated: 'dastarkhan_address_created',
  profileDeleted: 'dastarkhan_profile_deleted',
  termsAccepted: 'dastarkhan_terms_accepted',
  ageConfirmationShown: 'dastarkhan_age_confirmation_shown',
} as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

type EventPropertyValue = string | number | boolean | null | readonly (string | number)[];
export type EventProperties = Readonly<Record<string, EventPropertyValue>>;

/** The mount's telemetry (docs/adr/0003-import-rules-enforced.md#narrow-contexts); beside the events components report (not in telemetry.ts, which loads after the first paint). */
export const TelemetryContext = createContext<Telemetry | null>(null);

export function useTelemetry(): Telemetry {
  const telemetry = useContext(TelemetryContext);
  if (!telemetry) throw new Error('useTelemetry() outside a mounted Dastarkhan app');
  return telemetry;
}
