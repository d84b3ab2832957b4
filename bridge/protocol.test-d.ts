import { describe, expectTypeOf, it } from 'vitest';
import type { Bridge } from './client.ts';
import type { HostHandlers } from './host/host-types.ts';
import type { HAPTIC_TYPES } from './host/request-schemas.ts';
import type {
  DEFAULT_TIMEOUTS,
  EventData,
  EventReply,
  HapticType,
  MainButtonParams,
  MethodName,
  ParamsOf,
  PayParams,
  ResultOf,
} from './protocol.ts';

declare const bridge: Bridge;

/** Exact type equality: assignability both ways is not enough for optional fields. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Flatten<T> = T extends object ? { [K in keyof T]: T[K] } : T;
interface ExpectedPayParams {
  trackId: string;
  paymentUrl: string;
  walletType?: string;
  successPath?: string;
  failurePath?: string;
}

describe('bridge.call types', () => {
  it('takes only known methods and their params', () => {
    // @ts-expect-error: not a method of the protocol
    bridge.call('pay.refund', {});
    // @ts-expect-error: pay.open needs trackId and paymentUrl
    bridge.call('pay.open', { trackId: 'x' });
    // @ts-expect-error: not a haptic type of docs/contract/entities.md#haptic-types
    bridge.call('haptic', { type: 'buzz' });
    // @ts-expect-error: not a barcode format of docs/contract/entities.md#barcode-formats
    bridge.call('scan.barcode', { formats: ['pdf_417'] });
    // @ts-expect-error: haptic needs its params
    bridge.call('haptic');
    // @ts-expect-error: methods without params take none
    bridge.call('app.close', { force: true });
    // @ts-expect-error: the options are signal and timeoutMs
    bridge.call('scan.qr', {}, { retries: 3 });
    bridge.call('scan.qr');
    bridge.call('geo.position');
    bridge.call(
      'scan.barcode',
      { formats: ['ean_13', 'upc_e'] },
      { signal: AbortSignal.timeout(1000), timeoutMs: 5000 },
    );
  });

  it('resolves with the result of the method, where the user closing it is a value', () => {
    expectTypeOf(bridge.call('pay.open', { trackId: 't', paymentUrl: 'u' })).resolves.toEqualTypeOf<
      { status: 'success' } | { status: 'closed' } | { status: 'redirecting' }
    >();
    expectTypeOf(bridge.call('scan.qr')).resolves.toEqualTypeOf<ResultOf<'scan.qr'>>();
    expectTypeOf(bridge.call('haptic', { type: 'soft' })).resolves.toEqualTypeOf<null>();
    expectTypeOf(bridge.call('permission.status', { name: 'camera' })).resolves.toEqualTypeOf<{
      state: 'granted' | 'notDetermined' | 'denied';
    }>();
  });

  it('types event handlers from the event map', () => {
    bridge.on('visibility', ({ visible }) => expectTypeOf(visible).toEqualTypeOf<boolean>());
    bridge.on('back', () => true);
    // @ts-expect-error: a back handler says whether it handled the press
    bridge.on('back', () => 'closed');
    // @ts-expect-error: not an event of the protocol
    bridge.on('resize', () => {});
    expectTypeOf(bridge.on('config', () => {})).toEqualTypeOf<() => void>();
  });
});

describe('host handler types', () => {
  it('make a missing handler a type error, and null an explicit "not offered"', () => {
    const handlers = {} as Omit<HostHandlers, 'pay.open'>;
    // @ts-expect-error: pay.open is missing
    const incomplete: HostHandlers = handlers;
    const complete: HostHandlers = { ...handlers, 'pay.open': null };
    expectTypeOf(incomplete).toEqualTypeOf<HostHandlers>();
    expectTypeOf(complete).toEqualTypeOf<HostHandlers>();
  });

  it('check what a handler returns against the method result', () => {
    const handlers = {} as HostHandlers;
    const wrong: HostHandlers = {
      ...handlers,
      // @ts-expect-error: "ok" is not a pay result
      'pay.open': () => ({ status: 'ok' }),
    };
    const right: HostHandlers = {
      ...handlers,
      'pay.open': async ({ trackId }) => (trackId ? { status: 'success' } : { status: 'closed' }),
    };
    expectTypeOf(wrong).toEqualTypeOf(right);
  });
});

describe('types inferred from the declarations (ADR 0209)', () => {
  it('keep required and optional fields apart', () => {
    expectTypeOf<Equal<Flatten<PayParams>, Flatten<ExpectedPayParams>>>().toEqualTypeOf<true>();
    expectTypeOf<Flatten<ResultOf<'secure.get'>>>().toEqualTypeOf<{ value: string | null }>();
    expectTypeOf<HapticType>().toEqualTypeOf<(typeof HAPTIC_TYPES)[number]>();
    expectTypeOf<EventData<'visibility'>>().toEqualTypeOf<{ visible: boolean }>();
  });

  it('make a method without a declared result an acknowledgement, answered null', () => {
    expectTypeOf<ResultOf<'haptic'>>().toEqualTypeOf<null>();
    expectTypeOf<ResultOf<'mainButton.set'>>().toEqualTypeOf<null>();
    expectTypeOf<EventReply<'back'>>().toEqualTypeOf<{ handled: boolean }>();
    expectTypeOf<EventReply<'theme'>>().toEqualTypeOf<null>();
  });

  it('ask for the main button’s text while it is visible', () => {
    bridge.call('mainButton.set', { visible: false });
    bridge.call('mainButton.set', { visible: true, text: 'Pay 1 290 ₸' });
    // @ts-expect-error: a visible main button needs its text
    bridge.call('mainButton.set', { visible: true });
    expectTypeOf<MainButtonParams>().toEqualTypeOf<ParamsOf<'mainButton.set'>>();
  });

  it('give every method a default time-out, and nothing else one', () => {
    expectTypeOf<keyof typeof DEFAULT_TIMEOUTS>().toEqualTypeOf<MethodName>();
  });
});
