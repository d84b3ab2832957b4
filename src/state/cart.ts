import type { Snapshot } from 'valtio/vanilla';
import type { OrderKind } from '../api/order-kinds.ts';
import { persist } from './stored-values.ts';
import type { SafeStorage } from '../lib/storage.ts';
import { LOCAL_KEYS } from '../lib/storage-keys.ts';

export type PaymentType = 'online' | 'cash';

export interface CartAdditive {
  id: number;
  name: string;
  /** Price of one unit as shown. */
  price: number;
  quantity: number;
}

export interface CartItem {
  /** One line per product with one choice of additives. */
  line: string;
  productId: number;
  name: string;
  /** Price of one unit as shown, without additives. */
  price: number;
  quantity: number;
  additives: CartAdditive[];
}

/** docs/contract/entities.md#cart "Cart", one per venue and service. */
export interface Cart {
  filialId: number;
  service: OrderKind;
  items: CartItem[];
  /** Wishes / comment. */
  comment: string;
  name: string;
  paymentType: PaymentType | null;
  table: string | null;
}

export interface CartState {
  /** Keyed by cartKey(filialId, service). */
  carts: Record<string, Cart>;
}

/** Names of products and additives by id, in one language. */
export interface LineNames {
  products: ReadonlyMap<number, string>;
  additives: ReadonlyMap<number, string>;
}

export type CartDetails = Partial<Pick<Cart, 'comment' | 'name' | 'paymentType' | 'table'>>;

export interface CartStore {
  get(filialId: number, service: OrderKind): Cart | undefined;
  /** Adds `quantity` of a product with these additives; the same product and additives add up on one line. */
  add(filialId: number, service: OrderKind, item: Omit<CartItem, 'line'>): CartItem;
  /** Sets a line's quantity; 0 or less removes the line. */
  setQuantity(filialId: number, service: OrderKind, line: string, quantity: number): void;
  remove(filialId: number, service: OrderKind, line: string): void;
  update(filialId: number, service: OrderKind, details: CartDetails): void;
  clear(filialId: number, service: OrderKind): void;
  /** Empties every cart of every venue (a repeated order replacing what the guest had). */
  clearAll(): void;
  /**
   * Writes the names the menu gives now over the lines' own (a line keeps the name of the language it was
   * added in); a product or additive the names do not hold keeps its name.
   */
  rename(filialId: number, service: OrderKind, names: LineNames): void;
  /**
   * The guest changed the service in the cart: the lines move to the venue's cart of the new service,
   * adding up with what that cart held; its own details (table, payment) win, the wishes and name follow
   * when it has none.
   */
  move(filialId: number, from: OrderKind, to: OrderKind): void;
  dispose(): void;
}

export const cartKey = (filialId: number, service: OrderKind): string => `${filialId}:${service}`;

/** The line id: product and the sorted additive choice, so the order of picking does not matter. */
export function lineOf(productId: number, additives: readonly CartAdditive[]): string {
  const choice = [...additives]
    .sort((a, b) => a.id - b.id)
    .map((additive) => `${additive.id}x${additive.quantity}`)
    .join(',');
  return `${productId}|${choice}`;
}

export function lineTotal(item: Snapshot<CartItem>): number {
  const additives = item.additives.reduce((sum, additive) => sum + additive.price * additive.quantity, 0);
  return (item.price + additives) * item.quantity;
}

export function cartTotal(cart: Snapshot<Cart> | undefined): number {
  return cart ? cart.items.reduce((sum, item) => sum + lineTotal(item), 0) : 0;
}

export function cartCount(cart: Snapshot<Cart> | undefined): number {
  return cart ? cart.items.reduce((sum, item) => sum + item.quantity, 0) : 0;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function parseAdditive(value: unknown): CartAdditive | undefined {
  const source = (value ?? {}) as Record<string, unknown>;
  if (!Number.isInteger(source.id) || typeof source.name !== 'string') return undefined;
  if (!isAmount(source.price) || !isCount(source.quantity)) return undefined;
  return { id: source.id as number, name: source.name, price: source.price, quantity: source.quantity };
}

function parseItem(value: unknown): CartItem | undefined {
  const source = (value ?? {}) as Record<string, unknown>;
  if (!Number.isInteger(source.productId) || typeof source.name !== 'string') return undefined;
  if (!isAmount(source.price) || !isCount(source.quantity) || !Array.isArray(source.additives))
    return undefined;
  const additives = source.additives.map(parseAdditive);
  if (additives.some((additive) => additive === undefined)) return undefined;
  const clean = additives as CartAdditive[];
  const productId = source.productId as number;
  return {
    line: lineOf(productId, clean),
    productId,
    name: source.name,
    price: source.price,
    quantity: source.quantity,
    additives: clean,
  };
}

/** A stored cart, keeping the good lines of a partly damaged one. */
function parseCart(value: unknown): Cart | undefined {
  const source = (value ?? {}) as Record<string, unknown>;
  if (
    !Number.isInteger(source.filialId) ||
    typeof source.service !== 'string' ||
    !Array.isArray(source.items)
  ) {
    return undefined;
  }
  return {
    filialId: source.filialId as number,
    service: source.service as OrderKind,
    items: source.items.map(parseItem).filter((item): item is CartItem => item !== undefined),
    comment: typeof source.comment === 'string' ? source.comment : '',
    name: typeof source.name === 'string' ? source.name : '',
    paymentType: source.paymentType === 'online' || source.paymentType === 'cash' ? source.paymentType : null,
    table: typeof source.table === 'string' ? source.table : null,
  };
}

function parseCarts(value: unknown): Record<string, Cart> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const carts: Record<string, Cart> = {};
  for (const entry of Object.values(value)) {
    const cart = parseCart(entry);
    if (cart) carts[cartKey(cart.filialId, cart.service)] = cart;
  }
  return carts;
}

/** The cart's actions on its slice of the mount's state; the carts are kept in local storage. */
export function createCartStore(options: { state: CartState; local: SafeStorage }): CartStore {
  const { state, local } = options;
  const unsubscribe = persist(state, 'carts', local, LOCAL_KEYS.carts, parseCarts);

  function ensure(filialId: number, service: OrderKind): Cart {
    const key = cartKey(filialId, service);
    const existing = state.carts[key];
    if (existing) return existing;
    state.carts[key] = {
      filialId,
      service,
      items: [],
      comment: '',
      name: '',
      paymentType: null,
      table: null,
    };
    // The proxied copy, so that later writes through it are seen.
    return state.carts[key] as Cart;
  }

  function dropIfEmpty(filialId: number, service: OrderKind): void {
    const key = cartKey(filialId, service);
    const cart = state.carts[key];
    if (cart && cart.items.length === 0 && !cart.comment && !cart.name && !cart.table && !cart.paymentType) {
      delete state.carts[key];
    }
  }

  function setQuantity(filialId: number, service: OrderKind, line: string, quantity: number): void {
    const cart = state.carts[cartKey(filialId, service)];
    if (!cart) return;
    const index = cart.items.findIndex((entry) => entry.line === line);
    const item = cart.items[index];
    if (!item) return;
    if (!(quantity >= 1) || !Number.isFinite(quantity)) cart.items.splice(index, 1);
    else item.quantity = Math.floor(quantity);
    dropIfEmpty(filialId, service);
  }

  return {
    get: (filialId, service) => state.carts[cartKey(filialId, service)],
    add(filialId, service, item) {
      if (!isCount(item.quantity))
        throw new RangeError(`quantity must be a whole number above 0, got ${item.quantity}`);
      const cart = ensure(filialId, service);
      const line = lineOf(item.productId, item.additives);
      const existing = cart.items.find((entry) => entry.line === line);
      if (existing) {
        existing.quantity += item.quantity;
        return existing;
      }
      cart.items.push({ ...item, additives: item.additives.map((additive) => ({ ...additive })), line });
      return cart.items[cart.items.length - 1] as CartItem;
    },
    setQuantity,
    remove: (filialId, service, line) => setQuantity(filialId, service, line, 0),
    update(filialId, service, details) {
      Object.assign(ensure(filialId, service), details);
    },
    clear(filialId, service) {
      delete state.carts[cartKey(filialId, service)];
    },
    clearAll() {
      for (const key of Object.keys(state.carts)) delete state.carts[key];
    },
    rename(filialId, service, names) {
      for (const item of state.carts[cartKey(filialId, service)]?.items ?? []) {
        const name = names.products.get(item.productId);
        if (name && name !== item.name) item.name = name;
        for (const additive of item.additives) {
          const additiveName = names.additives.get(additive.id);
          if (additiveName && additiveName !== additive.name) additive.name = additiveName;
        }
      }
    },
    move(filialId, from, to) {
      const source = state.carts[cartKey(filialId, from)];
      if (!source || from === to) return;
      const target = ensure(filialId, to);
      for (const item of source.items) {
        const existing = target.items.find((entry) => entry.line === item.line);
        if (existing) existing.quantity += item.quantity;
        else target.items.push({ ...item, additives: item.additives.map((additive) => ({ ...additive })) });
      }
      target.comment ||= source.comment;
      target.name ||= source.name;
      target.paymentType ??= source.paymentType;
      delete state.carts[cartKey(filialId, from)];
    },
    dispose: unsubscribe,
  };
}
