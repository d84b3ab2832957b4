/** Row shapes of the tables that handlers read; JSON columns stay strings until a serializer parses them. */

export interface TownRow {
  id: number;
  key: string;
  country: 'kz' | 'ge';
  currency: 'KZT' | 'GEL';
  utc_offset_minutes: number;
  latitude: number;
  longitude: number;
  title: string;
}

export interface BrandRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  color: string;
  category_ids: string;
  private_reward_enabled: number;
}

export interface FilialRow {
  id: number;
  brand_id: number;
  town_id: number;
  menu_id: number;
  brand_name: string;
  kind: string;
  title: string;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  schedule: string;
  break_from: string | null;
  break_to: string | null;
  rush_state: string;
  rush_delay_minutes: number;
  delivery_state: string;
  delivery_delay_time: number;
  services: string;
  category_ids: string;
  rating: number;
  reviews_count: number;
  min_delivery_sum: number;
  settings: string;
  social_networks: string;
  lock_state: string | null;
  popularity: number;
  /** Minutes a takeaway order takes on a calm day; null for a fridge (its goods are ready on the shelf). */
  prep_minutes: number | null;
  /** Minor units: the inner delivery zone's fee; null for a venue that does not deliver. */
  delivery_fee: number | null;
}

export interface ProductRow {
  id: number;
  menu_id: number;
  category_id: number;
  product_id: number;
  external_id: string;
  position: number;
  name: string;
  description: string;
  price: number;
  old_price: number | null;
  reward_id: number | null;
  promo_limit: number | null;
  promo_day_limit: number | null;
  cooking_time: number;
  weight: number;
  unit: string;
  barcode: string | null;
  age_restriction: string | null;
  unavailable_services: string;
  is_unavailable: number;
  popularity: number;
  image_key: string;
  pairs_with: string;
}

export interface CategoryRow {
  id: number;
  menu_id: number;
  position: number;
  name: string;
  is_active: number;
  is_show_photo: number;
}

export interface UserRow {
  id: number;
  phone: string;
  email: string | null;
  name: string;
  surname: string;
  bday: string | null;
  gender: string | null;
  avatar_type: string | null;
  language: string;
  grade_id: number;
  grade_checked_at: number;
  start_token: string;
  telegram_chat_id: string | null;
  created_at: number;
  deleted_at: number | null;
  first_bill_paid: number;
  note: string;
}
