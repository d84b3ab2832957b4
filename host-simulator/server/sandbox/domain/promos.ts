import type { Sql } from '../store/sql.ts';

export interface PromoRow {
  id: number;
  brand_id: number;
  filial_ids: string | null;
  title: string;
  description: string;
  product_ids: string;
  starts_at: number;
  ends_at: number;
  for_new_users: number;
  position: number;
}

export function isActive(promo: PromoRow, now: number): boolean {
  return promo.starts_at <= now && now < promo.ends_at;
}

export function promoAppliesTo(promo: PromoRow, filialId: number, brandId: number): boolean {
  if (promo.brand_id !== brandId) return false;
  return promo.filial_ids === null || (JSON.parse(promo.filial_ids) as number[]).includes(filialId);
}

/** Venues with a public promotion running now (the `only-promo` filter and has_promo). */
export function venuesWithActivePromo(sql: Sql, now: number): Set<number> {
  const promos = sql
    .all<PromoRow>('SELECT * FROM promos WHERE for_new_users = 0')
    .filter((p) => isActive(p, now));
  const venues = sql.all<{ id: number; brand_id: number }>('SELECT id, brand_id FROM filials');
  return new Set(
    venues.filter((v) => promos.some((p) => promoAppliesTo(p, v.id, v.brand_id))).map((v) => v.id),
  );
}
