import type { Prng } from '../prng.ts';

const FAULT_KINDS = ['latency', 'hold', 'error', 'unauthorized', 'drop', 'slow-body'] as const;
type FaultKind = (typeof FAULT_KINDS)[number];
// 501 is the one a client does not retry (ADR 0300): a server error that reaches the guest at once.
const ERROR_STATUSES = [500, 501, 502, 503] as const;

export interface FaultRule {
  id: string;
  kind: FaultKind;
  /** A glob over the API path below /proxy/ ('*' any characters, '/' included); '*' alone hits every call. */
  route: string;
  method: string | null;
  /** Chance that a matching call is hit, 0..1. */
  rate: number;
  /** How many more hits before the rule retires itself; null = until deleted. */
  remaining: number | null;
  latency_ms: number;
  status: number;
  /** drop: before = the handler never runs; after = it ran (an order exists) but the client sees a failure. */
  when: 'before' | 'after';
  chunk_bytes: number;
  interval_ms: number;
  hits: number;
  created_at: string;
}

export type FaultInput = Partial<Omit<FaultRule, 'id' | 'hits' | 'created_at'>> & { count?: number | null };

export interface FaultPlan {
  latencyMs: number;
  /** Hold rules hit: the handler waits until each is removed. */
  holds: Promise<void>[];
  before: { kind: 'drop' } | { kind: 'error'; status: number } | { kind: 'unauthorized' } | null;
  after: { kind: 'drop' } | { kind: 'slow-body'; chunkBytes: number; intervalMs: number } | null;
  ruleIds: string[];
}

export class FaultInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FaultInputError';
  }
}

function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/^\/?(proxy\/)?/, '')
    .replace(/\/+$/, '')
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}/?$`);
}

function validate(input: FaultInput): Omit<FaultRule, 'id' | 'hits' | 'created_at'> {
  const kind = input.kind;
  if (!kind || !(FAULT_KINDS as readonly string[]).includes(kind)) {
    throw new FaultInputError(`kind must be one of ${FAULT_KINDS.join(', ')}`);
  }
  const num = (value: unknown, name: string, min: number, max: number, fallback: number): number => {
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
      throw new FaultInputError(`${name} must be a number from ${min} to ${max}`);
    }
    return value;
  };
  const status = num(input.status, 'status', 500, 503, 503);
  if (kind === 'error' && !(ERROR_STATUSES as readonly number[]).includes(status)) {
    throw new FaultInputError(`status must be one of ${ERROR_STATUSES.join(', ')}`);
  }
  const count = input.count ?? input.remaining ?? null;
  if (count !== null && (!Number.isInteger(count) || count < 1))
    throw new FaultInputError('count must be a whole number >= 1');
  if (input.when !== undefined && input.when !== 'before' && input.when !== 'after') {
    throw new FaultInputError('when must be before or after');
  }
  if (input.route !== undefined && (typeof input.route !== 'string' || input.route.length > 300)) {
    throw new FaultInputError('route must be a glob string');
  }
  if (input.method != null && !/^(GET|POST|PUT|PATCH|DELETE)$/i.test(input.method)) {
    throw new FaultInputError('method must be GET, POST, PUT, PATCH or DELETE');
  }
  return {
    kind,
    route: input.route?.trim() || '*',
    method: input.method ? input.method.toUpperCase() : null,
    rate: num(input.rate, 'rate', 0, 1, 1),
    remaining: count,
    latency_ms: num(input.latency_ms, 'latency_ms', 0, 120_000, kind === 'latency' ? 1000 : 0),
    status,
    when: input.when ?? 'before',
    chunk_bytes: num(input.chunk_bytes, 'chunk_bytes', 1, 1_000_000, 64),
    interval_ms: num(input.interval_ms, 'interval_ms', 1, 10_000, 100),
  };
}

interface Gate {
  closed: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let open = () => {};
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

/**
 * Fault rules for the API, kept in memory (a restart clears them). Rules apply in the order they were
 * added: every matching latency rule adds its delay, every matching hold rule holds the call until the rule
 * is removed; the first matching rule that ends the request before the handler, and the first that spoils
 * the answer after it, win. The dice come from a seeded PRNG so a test with rate 0.5 is repeatable.
 */
export function createFaults(prng: Prng) {
  let rules: (FaultRule & { pattern: RegExp; gate: Gate | null })[] = [];
  let counter = 0;
  // A hold rule's gate outlives the rule once its count is spent: removing it by id still lets its calls go.
  const gates = new Map<string, Gate>();
  const openGate = (id: string) => {
    gates.get(id)?.open();
    return gates.delete(id);
  };

  const view = (rule: FaultRule & { pattern: RegExp; gate: Gate | null }): FaultRule => {
    const { pattern: _pattern, gate: _gate, ...rest } = rule;
    return rest;
  };

  return {
    list: (): FaultRule[] => rules.map(view),
    add(input: FaultInput): FaultRule {
      const valid = validate(input);
      const rule = {
        ...valid,
        id: `f${++counter}`,
        hits: 0,
        created_at: new Date().toISOString(),
        pattern: globToRegExp(valid.route),
        gate: valid.kind === 'hold' ? createGate() : null,
      };
      rules.push(rule);
      if (rule.gate) gates.set(rule.id, rule.gate);
      return view(rule);
    },
    remove(id: string): boolean {
      const before = rules.length;
      rules = rules.filter((rule) => rule.id !== id);
      return openGate(id) || rules.length < before;
    },
    clear(): void {
      rules = [];
      for (const gate of gates.values()) gate.open();
      gates.clear();
    },
    plan(method: string, path: string, needsUser: boolean): FaultPlan {
      const plan: FaultPlan = { latencyMs: 0, holds: [], before: null, after: null, ruleIds: [] };
      const clean = path.replace(/^\/+/, '').replace(/\/+$/, '');
      for (const rule of rules) {
        if (rule.method && rule.method !== method) continue;
        if (!rule.pattern.test(clean)) continue;
        // A 401 fault only makes sense where a user is needed: the token exchange itself stays reachable.
        if (rule.kind === 'unauthorized' && !needsUser) continue;
        const isBefore =
          rule.kind === 'error' ||
          rule.kind === 'unauthorized' ||
          (rule.kind === 'drop' && rule.when === 'before');
        const isAfter = rule.kind === 'slow-body' || (rule.kind === 'drop' && rule.when === 'after');
        if ((isBefore && plan.before) || (isAfter && plan.after)) continue;
        if (rule.rate < 1 && prng.next() >= rule.rate) continue;
        rule.hits++;
        if (rule.remaining !== null) rule.remaining--;
        plan.ruleIds.push(rule.id);
        if (rule.kind === 'latency') plan.latencyMs += rule.latency_ms;
        else if (rule.gate) plan.holds.push(rule.gate.closed);
        else if (rule.kind === 'error') plan.before = { kind: 'error', status: rule.status };
        else if (rule.kind === 'unauthorized') plan.before = { kind: 'unauthorized' };
        else if (rule.kind === 'drop') {
          if (rule.when === 'before') plan.before = { kind: 'drop' };
          else plan.after = { kind: 'drop' };
        } else plan.after = { kind: 'slow-body', chunkBytes: rule.chunk_bytes, intervalMs: rule.interval_ms };
      }
      rules = rules.filter((rule) => rule.remaining === null || rule.remaining > 0);
      return plan;
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;
