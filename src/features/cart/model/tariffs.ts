/** docs/contract/entities.md#delivery-tariff "Delivery tariff". Money in major units. */
export interface DeliveryTariff {
  transportType: 'FOOT' | 'CAR';
  /** Before the subsidy discount. */
  cost: number;
  /** What the guest pays for delivery. */
  price: number;
  isFree: boolean;
  timeFrom: number;
  timeTo: number;
  /** How much more in the cart reaches the next (cheaper) tier; null at the top. */
  amountToNextTier: number | null;
  isFastest: boolean;
}

/**
 * docs/contract/validation.md#delivery-tariffs: if some tariffs are marked fastest only those are kept, and foot tariffs go to the end. (The
 * spec's "other reading" keeps only the cheapest; the fastest rule is the one the brief names.)
 */
export function selectTariffs(tariffs: readonly DeliveryTariff[]): DeliveryTariff[] {
  const fastest = tariffs.filter((tariff) => tariff.isFastest);
  const kept = fastest.length > 0 ? fastest : [...tariffs];
  const rank = (tariff: DeliveryTariff) => (tariff.transportType === 'FOOT' ? 1 : 0);
  // Array.prototype.sort is stable: within each group the server's order stays.
  return kept.sort((a, b) => rank(a) - rank(b));
}

/** The tariff the cart had chosen, if it is still offered; the only one when there is just one. */
export function chosenTariff(
  offered: readonly DeliveryTariff[],
  chosen: DeliveryTariff['transportType'] | null,
): DeliveryTariff | null {
  const match = offered.find((tariff) => tariff.transportType === chosen);
  if (match) return match;
  return offered.length === 1 ? (offered[0] ?? null) : null;
}
