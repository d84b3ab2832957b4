/**
 * The sandbox's SQLite schema. Money is kept in minor units (tiyn, tetri) as integers so that sums never
 * drift; the API shows major units. Times are milliseconds on the sandbox clock. Localised texts are JSON
 * objects {kk, ru, en, ka}. Bump SCHEMA_VERSION on any change: an older database is then rebuilt and
 * reseeded (the data is synthetic, nothing of value is lost).
 */
export const SCHEMA_VERSION = 10;

export const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE towns (
  id INTEGER PRIMARY KEY, key TEXT NOT NULL, country TEXT NOT NULL, currency TEXT NOT NULL,
  utc_offset_minutes INTEGER NOT NULL, latitude REAL NOT NULL, longitude REAL NOT NULL,
  title TEXT NOT NULL, extended INTEGER NOT NULL
);

CREATE TABLE brands (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL, name TEXT NOT NULL, description TEXT NOT NULL,
  color TEXT NOT NULL, category_ids TEXT NOT NULL, private_reward_enabled INTEGER NOT NULL
);

CREATE TABLE menus (id INTEGER PRIMARY KEY, brand_id INTEGER NOT NULL, currency TEXT NOT NULL, name TEXT NOT NULL);

CREATE TABLE filials (
  id INTEGER PRIMARY KEY, brand_id INTEGER NOT NULL, town_id INTEGER NOT NULL, menu_id INTEGER NOT NULL,
  brand_name TEXT NOT NULL, kind TEXT NOT NULL, title TEXT NOT NULL, address TEXT NOT NULL, phone TEXT NOT NULL,
  latitude REAL NOT NULL, longitude REAL NOT NULL, schedule TEXT NOT NULL, break_from TEXT, break_to TEXT,
  rush_state TEXT NOT NULL, rush_delay_minutes INTEGER NOT NULL,
  delivery_state TEXT NOT NULL, delivery_delay_time INTEGER NOT NULL,
  services TEXT NOT NULL, category_ids TEXT NOT NULL, rating REAL NOT NULL, reviews_count INTEGER NOT NULL,
  min_delivery_sum INTEGER NOT NULL, settings TEXT NOT NULL, social_networks TEXT NOT NULL,
  lock_state TEXT, popularity INTEGER NOT NULL, prep_minutes INTEGER, delivery_fee INTEGER
);
CREATE INDEX filials_town ON filials (town_id);

CREATE TABLE delivery_zones (
  id INTEGER PRIMARY KEY, filial_id INTEGER NOT NULL, name TEXT NOT NULL, polygon TEXT NOT NULL,
  delivery_cost INTEGER NOT NULL, min_order_sum INTEGER NOT NULL, priority INTEGER NOT NULL
);
CREATE INDEX delivery_zones_filial ON delivery_zones (filial_id);

CREATE TABLE tariff_rules (
  id INTEGER PRIMARY KEY, country TEXT NOT NULL, transport_type TEXT NOT NULL, base_cost INTEGER NOT NULL,
  per_km INTEGER NOT NULL, speed_kmh REAL NOT NULL, max_distance_km REAL NOT NULL, pickup_minutes INTEGER NOT NULL
);

CREATE TABLE subsidies (
  id INTEGER PRIMARY KEY, brand_id INTEGER NOT NULL, terminal_ids TEXT NOT NULL, title TEXT NOT NULL,
  tiers TEXT NOT NULL, starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY, menu_id INTEGER NOT NULL, position INTEGER NOT NULL, name TEXT NOT NULL,
  is_active INTEGER NOT NULL, is_show_photo INTEGER NOT NULL
);
CREATE INDEX categories_menu ON categories (menu_id, position);

CREATE TABLE products (
  id INTEGER PRIMARY KEY, menu_id INTEGER NOT NULL, category_id INTEGER NOT NULL, product_id INTEGER NOT NULL,
  external_id TEXT NOT NULL, position INTEGER NOT NULL, name TEXT NOT NULL, description TEXT NOT NULL,
  price INTEGER NOT NULL, old_price INTEGER, reward_id INTEGER, promo_limit INTEGER, promo_day_limit INTEGER,
  cooking_time INTEGER NOT NULL, weight INTEGER NOT NULL, unit TEXT NOT NULL, barcode TEXT,
  age_restriction TEXT, unavailable_services TEXT NOT NULL, is_unavailable INTEGER NOT NULL,
  popularity INTEGER NOT NULL, image_key TEXT NOT NULL, pairs_with TEXT NOT NULL
);
CREATE INDEX products_menu ON products (menu_id, category_id, position);
CREATE INDEX products_barcode ON products (barcode);

CREATE TABLE additive_groups (
  id INTEGER PRIMARY KEY, menu_id INTEGER NOT NULL, name TEXT NOT NULL, max INTEGER NOT NULL
);
CREATE TABLE additives (
  id INTEGER PRIMARY KEY, group_id INTEGER NOT NULL, name TEXT NOT NULL, price INTEGER NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX additives_group ON additives (group_id, position);
CREATE TABLE product_additive_groups (
  product_id INTEGER NOT NULL, group_id INTEGER NOT NULL, min INTEGER NOT NULL, max INTEGER,
  position INTEGER NOT NULL, PRIMARY KEY (product_id, group_id)
);

CREATE TABLE stop_list (
  filial_id INTEGER NOT NULL, product_id INTEGER NOT NULL, state TEXT NOT NULL,
  PRIMARY KEY (filial_id, product_id)
);

CREATE TABLE promos (
  id INTEGER PRIMARY KEY, brand_id INTEGER NOT NULL, filial_ids TEXT, title TEXT NOT NULL,
  description TEXT NOT NULL, product_ids TEXT NOT NULL, starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL,
  for_new_users INTEGER NOT NULL, position INTEGER NOT NULL
);

CREATE TABLE grades (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, cashback_percent INTEGER NOT NULL, min_spend INTEGER NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY, phone TEXT NOT NULL UNIQUE, email TEXT, name TEXT NOT NULL, surname TEXT NOT NULL,
  bday TEXT, gender TEXT, avatar_type TEXT, language TEXT NOT NULL, grade_id INTEGER NOT NULL,
  grade_checked_at INTEGER NOT NULL, start_token TEXT NOT NULL, telegram_chat_id TEXT,
  created_at INTEGER NOT NULL, deleted_at INTEGER, first_bill_paid INTEGER NOT NULL, note TEXT NOT NULL
);

CREATE TABLE balances (
  user_id INTEGER NOT NULL, currency TEXT NOT NULL, bonus INTEGER NOT NULL, money INTEGER NOT NULL,
  last_tx_at INTEGER, PRIMARY KEY (user_id, currency)
);
CREATE TABLE bonus_transactions (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, currency TEXT NOT NULL, amount INTEGER NOT NULL,
  kind TEXT NOT NULL, order_id INTEGER, bill_id INTEGER, created_at INTEGER NOT NULL
);
CREATE TABLE private_rewards (
  user_id INTEGER NOT NULL, brand_id INTEGER NOT NULL, currency TEXT NOT NULL, balance INTEGER NOT NULL,
  PRIMARY KEY (user_id, brand_id)
);

CREATE TABLE favourites (
  user_id INTEGER NOT NULL, product_id INTEGER NOT NULL, created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, product_id)
);

-- Terms of use: versions after the first, and which of them each guest accepted (domain/terms.ts).
CREATE TABLE terms_versions (version INTEGER PRIMARY KEY, published_at INTEGER NOT NULL);
CREATE TABLE terms_acceptances (
  user_id INTEGER NOT NULL, version INTEGER NOT NULL, accepted_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, version)
);

CREATE TABLE addresses (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, title TEXT NOT NULL, city TEXT NOT NULL, street TEXT NOT NULL,
  building TEXT NOT NULL, entrance TEXT NOT NULL, floor TEXT NOT NULL, apartment TEXT NOT NULL,
  comment TEXT NOT NULL, is_private_house INTEGER NOT NULL, latitude REAL NOT NULL, longitude REAL NOT NULL,
  created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
);
CREATE INDEX addresses_user ON addresses (user_id);

CREATE TABLE auth_codes (
  code TEXT PRIMARY KEY, user_id INTEGER NOT NULL, client_id TEXT NOT NULL, redirect_uri TEXT NOT NULL,
  expires_at INTEGER NOT NULL, used_at INTEGER
);
CREATE TABLE tracks (
  id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
);
-- Spent nonces of phone grants (ADR 0207), kept until the grant would have expired anyway.
CREATE TABLE phone_grant_nonces (
  host TEXT NOT NULL, nonce TEXT NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (host, nonce)
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY, number TEXT NOT NULL, user_id INTEGER NOT NULL, filial_id INTEGER NOT NULL,
  service TEXT NOT NULL, status TEXT NOT NULL, payment_type TEXT NOT NULL, payment_status TEXT NOT NULL,
  currency TEXT NOT NULL, items TEXT NOT NULL, subtotal INTEGER NOT NULL, service_cost INTEGER NOT NULL,
  delivery_fee INTEGER NOT NULL, discount INTEGER NOT NULL, bonus_spent INTEGER NOT NULL,
  bonus_granted INTEGER NOT NULL, total INTEGER NOT NULL, paid_by_card INTEGER NOT NULL, table_id INTEGER,
  address TEXT, comment TEXT NOT NULL, name TEXT NOT NULL, source TEXT, decline_reason TEXT,
  transport_type TEXT, cooking_minutes INTEGER NOT NULL, track_id TEXT, courier TEXT, route TEXT,
  history TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, next_status_at INTEGER
);
CREATE INDEX orders_user ON orders (user_id, created_at);
CREATE INDEX orders_due ON orders (next_status_at);

CREATE TABLE idempotency_keys (
  scope TEXT NOT NULL, key TEXT NOT NULL, body_hash TEXT NOT NULL, status INTEGER NOT NULL,
  headers TEXT NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (scope, key)
);
-- Every idempotent call purges expired keys: without this index that purge read the whole table (with the
-- stored answers) on each order POST, and throughput fell as orders piled up.
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

CREATE TABLE payments (
  track_id TEXT PRIMARY KEY, kind TEXT NOT NULL, target_id INTEGER NOT NULL, user_id INTEGER NOT NULL,
  amount INTEGER NOT NULL, currency TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL,
  settled_at INTEGER
);

CREATE TABLE waiters (id INTEGER PRIMARY KEY, filial_id INTEGER NOT NULL, name TEXT NOT NULL);
CREATE TABLE restaurant_tables (
  id INTEGER PRIMARY KEY, filial_id INTEGER NOT NULL, number INTEGER NOT NULL, waiter_id INTEGER NOT NULL,
  qr_payload TEXT NOT NULL
);
CREATE TABLE bills (
  id INTEGER PRIMARY KEY, table_id INTEGER NOT NULL, filial_id INTEGER NOT NULL, waiter_id INTEGER NOT NULL,
  items TEXT NOT NULL, amount INTEGER NOT NULL, currency TEXT NOT NULL, status TEXT NOT NULL,
  opened_at INTEGER NOT NULL, paid_at INTEGER, paid_by INTEGER, tip INTEGER NOT NULL, bonus_spent INTEGER NOT NULL,
  bonus_granted INTEGER NOT NULL, track_id TEXT
);
CREATE INDEX bills_table ON bills (table_id, status);
-- Issue 29: a table bill is paid in parts, each guest from their own phone. A pending part holds its amount
-- and items (JSON [{product_id, count}]) until the hosted page settles it; a declined or canceled one releases them.
CREATE TABLE bill_payments (
  track_id TEXT PRIMARY KEY, bill_id INTEGER NOT NULL, user_id INTEGER NOT NULL, mode TEXT NOT NULL,
  amount INTEGER NOT NULL, tip INTEGER NOT NULL, bonus_spent INTEGER NOT NULL, bonus_granted INTEGER NOT NULL,
  items TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL, settled_at INTEGER
);
CREATE INDEX bill_payments_bill ON bill_payments (bill_id, status);
CREATE TABLE waiter_calls (
  id INTEGER PRIMARY KEY, table_id INTEGER NOT NULL, user_id INTEGER, reason TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE tips (
  id INTEGER PRIMARY KEY, waiter_id INTEGER NOT NULL, user_id INTEGER NOT NULL, amount INTEGER NOT NULL,
  currency TEXT NOT NULL, bill_id INTEGER, order_id INTEGER, track_id TEXT NOT NULL, status TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- One review per paid order or bill (issue 11: reviews after an order; docs/api/feedback.md).
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, filial_id INTEGER NOT NULL, order_id INTEGER UNIQUE,
  bill_id INTEGER UNIQUE, rating INTEGER NOT NULL, text TEXT NOT NULL, created_at INTEGER NOT NULL
);

-- What the messenger bot wrote to each linked chat (issue 11: order statuses in the messenger;
-- docs/api/notifications.md). The chat itself is users.telegram_chat_id.
CREATE TABLE messenger_messages (
  id INTEGER PRIMARY KEY, chat_id TEXT NOT NULL, user_id INTEGER NOT NULL, order_id INTEGER,
  kind TEXT NOT NULL, text TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE INDEX messenger_messages_chat ON messenger_messages (chat_id, id);

CREATE TABLE couriers (
  id INTEGER PRIMARY KEY, town_id INTEGER NOT NULL, name TEXT NOT NULL, phone TEXT NOT NULL,
  transport_type TEXT NOT NULL
);

CREATE TABLE streets (
  id INTEGER PRIMARY KEY, town_id INTEGER NOT NULL, name TEXT NOT NULL, district TEXT NOT NULL,
  latitude REAL NOT NULL, longitude REAL NOT NULL, search TEXT NOT NULL
);

CREATE TABLE lock_openings (
  id INTEGER PRIMARY KEY, filial_id INTEGER NOT NULL, user_id INTEGER NOT NULL, opened_at INTEGER NOT NULL
);

-- Kiosk mode (issue 11 item 1; docs/api/kiosk.md): a venue tablet's session and the orders placed through it,
-- by touch on the tablet (TABLET) or from a phone that scanned the tablet's QR (TABLETQR).
CREATE TABLE tablet_sessions (
  id TEXT PRIMARY KEY, filial_id INTEGER NOT NULL, device_token TEXT NOT NULL, user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE tablet_orders (
  order_id INTEGER PRIMARY KEY, session_id TEXT NOT NULL, source TEXT NOT NULL, dine_in INTEGER NOT NULL
);
CREATE INDEX tablet_orders_session ON tablet_orders (session_id, order_id);
-- A venue enrols its tablet with a one-time code (issue 28 item 7): issued by the sandbox control, used up by
-- the session it starts.
CREATE TABLE tablet_enrolments (
  code TEXT PRIMARY KEY, filial_id INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER
);
CREATE INDEX tablet_sessions_venue ON tablet_sessions (filial_id, created_at);
`;
