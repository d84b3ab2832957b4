/** The sandbox's JSON controls (docs/sandbox.md "Fault injection", "Telemetry sinks"), as the panel uses them. */
export type FaultKind = 'latency' | 'hold' | 'error' | 'unauthorized' | 'drop' | 'slow-body';

export interface FaultInput {
  kind: FaultKind;
  route: string;
  count?: number;
  status?: number;
  when?: 'before' | 'after';
  latency_ms?: number;
}

export interface FaultRule extends FaultInput {
  id: string;
  hits: number;
  remaining: number | null;
}

export type TelemetryRecords = { sentry: unknown[]; amplitude: unknown[] };

/** A table's bill as the waiter sees it (GET /sandbox/control/bills): each guest's part of it. */
export interface TableBill {
  bill_id: number;
  table_number: number | null;
  status: 'open' | 'paid';
  amount: number;
  paid_amount: number;
  held_amount: number;
  remaining: number;
  currency: string;
  payments: Array<{
    payer: string | null;
    mode: string;
    amount: number;
    tip: number;
    status: string;
    items: Array<{ name: string; count: number }>;
  }>;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const sandboxControl = {
  async faults(): Promise<FaultRule[]> {
    return (await json<{ data: FaultRule[] }>(await fetch('/sandbox/control/faults'))).data;
  },
  async addFault(rule: FaultInput): Promise<void> {
    await json(
      await fetch('/sandbox/control/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(rule),
      }),
    );
  },
  async removeFault(id?: string): Promise<void> {
    const response = await fetch(`/sandbox/control/faults${id ? `/${encodeURIComponent(id)}` : ''}`, {
      method: 'DELETE',
    });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  },
  async reset(): Promise<void> {
    await json(await fetch('/sandbox/control/reset', { method: 'POST' }));
  },
  async bills(): Promise<TableBill[]> {
    return (await json<{ data: TableBill[] }>(await fetch('/sandbox/control/bills'))).data;
  },
  async telemetry(): Promise<TelemetryRecords> {
    return json<TelemetryRecords>(await fetch('/sandbox/telemetry'));
  },
  /** A one-time code that enrols a kiosk tablet of the venue (docs/api/kiosk.md). */
  async enrolTablet(filialId: number): Promise<string> {
    const answer = await json<{ data: { code: string } }>(
      await fetch('/sandbox/control/tablet-enrolments', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filial_id: filialId }),
      }),
    );
    return answer.data.code;
  },
};
