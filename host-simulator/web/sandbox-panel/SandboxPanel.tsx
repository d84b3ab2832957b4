import { type FormEvent, useCallback, useEffect, useState } from 'react';
import {
  type FaultKind,
  type FaultRule,
  sandboxControl,
  type TableBill,
  type TelemetryRecords,
} from './sandbox-control.ts';

const KINDS: Array<{ kind: FaultKind; label: string }> = [
  { kind: 'error', label: 'Server error (5xx)' },
  { kind: 'latency', label: 'Added latency' },
  { kind: 'unauthorized', label: '401 Unauthorized' },
  { kind: 'drop', label: 'Dropped connection' },
  { kind: 'slow-body', label: 'Slow body' },
];

function describe(rule: FaultRule): string {
  const detail =
    rule.kind === 'error'
      ? `${rule.status}`
      : rule.kind === 'latency'
        ? `${rule.latency_ms} ms`
        : rule.kind === 'drop'
          ? `${rule.when} the handler`
          : '';
  const left = rule.remaining === null ? 'until removed' : `${rule.remaining} left`;
  return `${rule.kind} ${detail} on ${rule.route} · ${rule.hits} hits, ${left}`;
}

/**
 * The sandbox seen from the simulator: faults to inject into the mini-app's API calls (latency, 5xx, 401,
 * dropped connections, slow bodies), a reset to the seeded data, the tables' bills with each guest's part (as
 * the waiter sees them), and what telemetry the app sent.
 */
export function SandboxPanel() {
  const [rules, setRules] = useState<FaultRule[]>([]);
  const [telemetry, setTelemetry] = useState<TelemetryRecords>({ sentry: [], amplitude: [] });
  const [bills, setBills] = useState<TableBill[]>([]);
  const [message, setMessage] = useState('');
  const [kind, setKind] = useState<FaultKind>('error');
  const [route, setRoute] = useState('*');
  const [status, setStatus] = useState(503);
  const [latency, setLatency] = useState(2000);
  const [when, setWhen] = useState<'before' | 'after'>('after');
  const [count, setCount] = useState('');

  const refresh = useCallback(async () => {
    try {
      const [nextRules, nextTelemetry, nextBills] = await Promise.all([
        sandboxControl.faults(),
        sandboxControl.telemetry(),
        sandboxControl.bills(),
      ]);
      setRules(nextRules);
      setTelemetry(nextTelemetry);
      setBills(nextBills);
    } catch (error) {
      setMessage(`Sandbox not reachable: ${(error as Error).message}`);
    }
  }, []);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), 2000);
    return () => clearInterval(timer);
  }, [refresh]);

  const run = (work: () => Promise<void>, done: string) => {
    work().then(
      () => {
        setMessage(done);
        void refresh();
      },
      (error: unknown) => setMessage((error as Error).message),
    );
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const times = Number(count);
    run(
      () =>
        sandboxControl.addFault({
          kind,
          route: route.trim() || '*',
          ...(kind === 'error' ? { status } : {}),
          ...(kind === 'latency' ? { latency_ms: latency } : {}),
          ...(kind === 'drop' ? { when } : {}),
          ...(count && Number.isInteger(times) && times > 0 ? { count: times } : {}),
        }),
      'Fault added.',
    );
  };

  return (
    <section className="sim-panel sim-sandbox" aria-labelledby="sim-sandbox-title">
      <h2 id="sim-sandbox-title">Sandbox API</h2>
      <p role="status" className="sim-message">
        {message}
      </p>
      <form onSubmit={add} className="sim-fault-form" aria-label="Add a fault">
        <label>
          Fault
          <select value={kind} onChange={(event) => setKind(event.target.value as FaultKind)}>
            {KINDS.map((item) => (
              <option key={item.kind} value={item.kind}>
                {item.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Route (below /proxy/, * matches all)
          <input value={route} onChange={(event) => setRoute(event.target.value)} spellCheck={false} />
        </label>
        {kind === 'error' ? (
          <label>
            Status
            <select value={status} onChange={(event) => setStatus(Number(event.target.value))}>
              <option value={500}>500</option>
              <option value={502}>502</option>
              <option value={503}>503</option>
            </select>
          </label>
        ) : null}
        {kind === 'latency' ? (
          <label>
            Latency (ms)
            <input
              type="number"
              min={0}
              step={100}
              value={latency}
              onChange={(event) => setLatency(Number(event.target.value))}
            />
          </label>
        ) : null}
        {kind === 'drop' ? (
          <label>
            Drop
            <select value={when} onChange={(event) => setWhen(event.target.value as 'before' | 'after')}>
              <option value="before">before the handler (nothing happened)</option>
              <option value="after">after the handler (it happened, the answer is lost)</option>
            </select>
          </label>
        ) : null}
        <label>
          Times (empty: until removed)
          <input type="number" min={1} value={count} onChange={(event) => setCount(event.target.value)} />
        </label>
        <button type="submit">Add fault</button>
      </form>
      <h3>Active faults</h3>
      {rules.length === 0 ? (
        <p>None: the sandbox answers normally.</p>
      ) : (
        <ul className="sim-faults">
          {rules.map((rule) => (
            <li key={rule.id}>
              <span>{describe(rule)}</span>
              <button
                type="button"
                onClick={() => run(() => sandboxControl.removeFault(rule.id), 'Fault removed.')}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="sim-row">
        <button type="button" onClick={() => run(() => sandboxControl.removeFault(), 'All faults removed.')}>
          Remove all faults
        </button>
        <button
          type="button"
          onClick={() => {
            if (
              window.confirm('Reset the sandbox to its seeded data? Orders and users made since are lost.')
            ) {
              run(() => sandboxControl.reset(), 'Sandbox reset to its seeded data.');
            }
          }}
        >
          Reset data
        </button>
      </div>
      <h3>Table bills (the waiter's view)</h3>
      {bills.length === 0 ? <p>No open bills.</p> : null}
      <ul className="sim-bills">
        {bills.map((bill) => (
          <li key={bill.bill_id} data-bill={bill.bill_id}>
            <strong>
              Table {bill.table_number ?? '?'} · bill {bill.bill_id} · {bill.status}
            </strong>{' '}
            {bill.amount} {bill.currency}: paid {bill.paid_amount}, being paid {bill.held_amount}, left{' '}
            {bill.remaining}
            {bill.payments.length > 0 ? (
              <ul>
                {bill.payments.map((part, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts in the order they were made
                  <li key={index}>
                    {part.payer ?? 'Guest'}: {part.amount}
                    {part.tip > 0 ? ` + tip ${part.tip}` : ''} ({part.mode}
                    {part.items.length > 0
                      ? `: ${part.items.map((item) => `${item.name} × ${item.count}`).join(', ')}`
                      : ''}
                    ) · {part.status}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <h3>Telemetry received</h3>
      <p>
        Sentry envelopes: {telemetry.sentry.length} · Amplitude batches: {telemetry.amplitude.length}
      </p>
      {telemetry.sentry.length + telemetry.amplitude.length > 0 ? (
        <details>
          <summary>Show the latest</summary>
          <pre className="sim-pre">
            {JSON.stringify(
              { sentry: telemetry.sentry.slice(-3), amplitude: telemetry.amplitude.slice(-3) },
              null,
              2,
            )}
          </pre>
        </details>
      ) : null}
    </section>
  );
}
