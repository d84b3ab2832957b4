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
