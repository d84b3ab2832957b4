import type { Sql } from '../store/sql.ts';
import { distanceMetres, type LatLng } from './geometry.ts';
import { type Currency, toMajor, toMinor } from './money.ts';

export interface SubsidyTier {
  from: number;
  to: number | null;
  amount: number;
  discount: number;
  delivery_price: number;
}

export interface SubsidyRow {
  id: number;
  brand_id: number;
  terminal_ids: string;
  title: string;
  tiers: string;
  starts_at: number;
  ends_at: number;
}

export function activeSubsidies(sql: Sql, now: number): SubsidyRow[] {
  return sql.all<SubsidyRow>(
    'SELECT * FROM subsidies WHERE starts_at <= ? AND ends_at > ? ORDER BY id',
    now,
    now,
  );
}

export function subsidiesForTerminal(sql: Sql, terminalId: number, now: number): SubsidyRow[] {
  return activeSubsidies(sql, now).filter((s) =>
    (JSON.parse(s.terminal_ids) as number[]).includes(terminalId),
  );
}

/** Tiers as stored: major units. */
export function tiersOf(subsidy: SubsidyRow): SubsidyTier[] {
  return JSON.parse(subsidy.tiers) as SubsidyTier[];
}

/**
 * docs/contract/validation.md#delivery-discount: "the highest discount among thresholds whose amount is at most the order sum". Returns the
 * discount in minor units and how much more would reach the next tier (null at the top).
 */
export function deliveryDiscount(
  subsidies: SubsidyRow[],
  orderSum: number,
): { discount: number; toNextTier: number | null } {
  let discount = 0;
  let next: number | null = null;
  for (const tier of subsidies.flatMap(tiersOf)) {
    const threshold = toMinor(tier.amount);
    if (threshold <= orderSum) discount = Math.max(discount, toMinor(tier.discount));
    else next = next === null ? threshold : Math.min(next, threshold);
  }
  return { discount, toNextTier: next === null ? null : next - orderSum };
}

interface TariffRuleRow {
  id: number;
  country: string;
  transport_type: 'FOOT' | 'CAR';
  base_cost: number;
  per_km: number;
  speed_kmh: number;
  max_distance_km: number;
  pickup_minutes: number;
}

export interface Tariff {
  transport_type: 'FOOT' | 'CAR';
  cost: number;
  price: number;
  is_free: boolean;
  time_from: number;
  time_to: number;
  amount_to_next_tier: number | null;
  is_fastest: boolean;
  distance: number;
}

/** Courier tariffs between two points: a foot courier for short trips, a car for anything in town. */
export function computeTariffs(
  sql: Sql,
  country: string,
  origin: LatLng,
  destination: LatLng,
  orderSum: number,
  subsidies: SubsidyRow[],
  currency: Currency,
): Tariff[] {
  const metres = distanceMetres(origin, destination) * 1.3; // streets are not straight lines
  const km = metres / 1000;
  const rules = sql.all<TariffRuleRow>('SELECT * FROM tariff_rules WHERE country = ? ORDER BY id', country);
  const { discount, toNextTier } = deliveryDiscount(subsidies, orderSum);
  const step = currency === 'KZT' ? 1000 : 50;
  const tariffs = rules
    .filter((rule) => km <= rule.max_distance_km)
    .map((rule) => {
      const cost = Math.ceil((rule.base_cost + rule.per_km * km) / step) * step;
      const price = Math.max(0, cost - discount);
      const minutes = Math.round(rule.pickup_minutes + (km / rule.speed_kmh) * 60);
      return {
        transport_type: rule.transport_type,
        cost,
        price,
        is_free: price === 0,
        time_from: minutes,
        time_to: minutes + 10,
        amount_to_next_tier: toNextTier,
        is_fastest: false,
        distance: Math.round(metres),
      };
    });
  const fastest = Math.min(...tariffs.map((t) => t.time_from));
  for (const tariff of tariffs) tariff.is_fastest = tariff.time_from === fastest;
  return tariffs;
}

export function tariffForApi(tariff: Tariff, currency: Currency): Record<string, unknown> {
  return {
    ...tariff,
    cost: toMajor(tariff.cost),
    price: toMajor(tariff.price),
    amount_to_next_tier: tariff.amount_to_next_tier === null ? null : toMajor(tariff.amount_to_next_tier),
    currency,
  };
}
