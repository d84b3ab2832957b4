import { describe, expect, it } from 'vitest';
import {
  FILTERED,
  isCardNumber,
  isIin,
  isSensitiveName,
  passesLuhn,
  scrubText,
  scrubValue,
} from './scrub.ts';

/** Test card numbers published by the schemes (all pass Luhn). */
const VISA = '4111111111111111';
const MASTERCARD = '5555555555554444';
const AMEX = '378282246310005';
/** A valid IIN: born 1990-03-15, 20th-century male, serial 0123, checksum 7 (weights 1..11). */
const IIN = '900315301237';
/** Valid through the second weight set: the first sum mod 11 is 10. */
const IIN_SECOND_WEIGHTS = '900315300111';

describe('card numbers', () => {
  it('pass and fail Luhn as the algorithm says', () => {
    expect(passesLuhn(VISA)).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
  });

  it('are 13 to 19 digits passing Luhn, not starting with 0', () => {
    expect(isCardNumber(VISA)).toBe(true);
    expect(isCardNumber(AMEX)).toBe(true);
    expect(isCardNumber('4222222222222')).toBe(true);
    expect(isCardNumber('4111111111111112')).toBe(false);
    expect(isCardNumber('0000000000000000')).toBe(false);
    expect(isCardNumber('424242424242')).toBe(false);
    expect(isCardNumber('42424242424242424242')).toBe(false);
  });
});

describe('IINs', () => {
  it('accept a real date with a valid checksum, in either weight set', () => {
    expect(isIin(IIN)).toBe(true);
    expect(isIin(IIN_SECOND_WEIGHTS)).toBe(true);
    expect(isIin('851207405676')).toBe(true);
  });

  it('refuse a wrong checksum, an impossible date or century digit, and other lengths', () => {
    expect(isIin('900315301238')).toBe(false);
    expect(isIin('901315301230')).toBe(false);
    expect(isIin('010229500016')).toBe(false);
    expect(isIin('900315701235')).toBe(false);
    expect(isIin('90031530123')).toBe(false);
    for (let check = 0; check <= 9; check += 1) expect(isIin(`90031530010${check}`)).toBe(false);
  });
});

describe('isSensitiveName', () => {
  it.each([
    'Authorization',
    'authorization',
    'Cookie',
    'access_token',
    'accessToken',
    'refresh_token',
    'id_token',
    'token',
    'track_id',
    'trackId',
    'password',
    'client_secret',
    'X-Api-Key',
    'iin',
  ])('%s is sensitive', (name) => {
    expect(isSensitiveName(name)).toBe(true);
  });

  it.each(['filial_id', 'barcode', 'X-Fingerprint', 'X-Language', 'status', 'error_code'])(
    '%s is not',
    (name) => {
      expect(isSensitiveName(name)).toBe(false);
    },
  );
});

describe('scrubText', () => {
  it('removes bearer tokens and JWTs', () => {
    expect(scrubText('Authorization: Bearer abc.def.ghi')).toBe(`Authorization: ${FILTERED}`);
    expect(scrubText('sent Bearer s3cr3tT0ken to the API')).toBe(`sent Bearer ${FILTERED} to the API`);
    expect(scrubText('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.sig-nature_x here')).toBe(
      `token ${FILTERED} here`,
    );
  });

  it('removes sensitive query parameters inside an ofetch error message, keeping the rest of the URL', () => {
    const message =
      '[POST] "https://app.example/proxy/api/v2/oauth2/tokens?code=Ab12Cd&track_id=99&filial_id=12&access_token=xyz": 401 Unauthorized';
    expect(scrubText(message)).toBe(
      `[POST] "https://app.example/proxy/api/v2/oauth2/tokens?code=${FILTERED}&track_id=${FILTERED}&filial_id=12&access_token=${FILTERED}": 401 Unauthorized`,
    );
  });

  it('removes sensitive fields of JSON inside text, and OAuth codes but not error codes', () => {
    expect(scrubText('{"grant_type":"authorization_code","code":"Xy9-abcDEF","track_id":"t-1"}')).toBe(
      `{"grant_type":"authorization_code","code":"${FILTERED}","track_id":"${FILTERED}"}`,
    );
    expect(scrubText('{"code":"ERR_CANCELED"}')).toBe('{"code":"ERR_CANCELED"}');
  });

  it('removes card numbers, plain or grouped, in paths and queries', () => {
    expect(scrubText(`https://x.example/cards/${VISA}/bind`)).toBe(
      `https://x.example/cards/${FILTERED}/bind`,
    );
    expect(scrubText(`pan=${MASTERCARD}&x=1`)).toBe(`pan=${FILTERED}&x=1`);
    expect(scrubText('card 4111 1111 1111 1111 declined')).toBe(`card ${FILTERED} declined`);
    expect(scrubText('card 4111-1111-1111-1111 declined')).toBe(`card ${FILTERED} declined`);
  });

  it('removes IINs', () => {
    expect(scrubText(`/profile?iin_value=${IIN}`)).toBe(`/profile?iin_value=${FILTERED}`);
    expect(scrubText(`user ${IIN_SECOND_WEIGHTS} not found`)).toBe(`user ${FILTERED} not found`);
  });

  it('keeps numbers that are none of these: order ids, timestamps failing Luhn, longer runs', () => {
    const kept = [
      'order 1234567 created',
      'order 770112345678 created',
      'id 87011234567890',
      'at 1767225600000',
      '4111111111111112',
      `${VISA}0000`,
      '900315301238',
      'filial 12, terminal 345',
    ];
    for (const text of kept) expect(scrubText(text)).toBe(text);
  });
});

describe('personal data in URLs and text', () => {
  it('removes personal query parameters from a URL, keeping the others', () => {
    const url =
      'https://app.example/app/profile?phone=%2B77011234567&email=a%40b.kz&name=Aigerim&surname=S&bday=1992-04-17&birthday=17.04.1992&address=Abaya%2010&token=t1&code=c1&track_id=tr_1&filial_id=11&language=en';
    expect(scrubText(url)).toBe(
      `https://app.example/app/profile?phone=${FILTERED}&email=${FILTERED}&name=${FILTERED}&surname=${FILTERED}&bday=${FILTERED}&birthday=${FILTERED}&address=${FILTERED}&token=${FILTERED}&code=${FILTERED}&track_id=${FILTERED}&filial_id=11&language=en`,
    );
  });

  it.each([
    '+77011234567',
    '+7 701 123 45 67',
    '+7 (701) 123-45-67',
    '+7-701-123-45-67',
    '87011234567',
    '8 701 123 4567',
    '77011234567',
    '%2B77011234567',
    '%2B7%20701%20123%2045%2067',
    '+7+701+123+45+67',
    '+995555123456',
    '+995 555 12 34 56',
    '+995 (555) 123-456',
    '00995591234567',
    '995591234567',
    '%2B995%20555%20123%20456',
  ])('removes the phone number %s wherever it stands', (phone) => {
    expect(scrubText(`https://app.example/app/search?q=${phone}&filial_id=11`)).toBe(
      `https://app.example/app/search?q=${FILTERED}&filial_id=11`,
    );
    expect(scrubText(`/app/users/${phone}/orders`)).toBe(`/app/users/${FILTERED}/orders`);
    expect(scrubText(`No user with phone ${phone}.`)).toBe(`No user with phone ${FILTERED}.`);
  });

  it('removes personal fields of JSON inside text', () => {
    expect(scrubText('{"phone":"+7 701","email":"a@b.kz","bday":"1992-04-17","filial_id":"11"}')).toBe(
      `{"phone":"${FILTERED}","email":"${FILTERED}","bday":"${FILTERED}","filial_id":"11"}`,
    );
  });

  it('removes personal fields of objects but keeps object names (Sentry sdk.name, an error name)', () => {
    expect(
      scrubValue({
        params: { phone: '+77011234567', email: 'a@b.kz', filial_id: 11 },
        sdk: { name: 'sentry.javascript.react' },
        error: { name: 'TypeError', message: 'No user +995 555 12 34 56' },
      }),
    ).toEqual({
      params: { phone: FILTERED, email: FILTERED, filial_id: 11 },
      sdk: { name: 'sentry.javascript.react' },
      error: { name: 'TypeError', message: `No user ${FILTERED}` },
    });
  });
});

describe('scrubValue', () => {
  it('replaces values under sensitive keys at any depth and scrubs every string', () => {
    const input = {
      url: `https://x.example/api?card=${VISA}`,
      headers: { Authorization: 'Bearer abc', 'X-Language': 'kk' },
      body: { code: 'oauth-Code-1', error: { code: 'ERR_CANCELED', status: 401 } },
      items: [{ note: `iin ${IIN}` }, 42],
      iin: 900315301237,
      total: 12500,
      cardAsNumber: 4111111111111111,
    };
    expect(scrubValue(input)).toEqual({
      url: `https://x.example/api?card=${FILTERED}`,
      headers: { Authorization: FILTERED, 'X-Language': 'kk' },
      body: { code: FILTERED, error: { code: 'ERR_CANCELED', status: 401 } },
      items: [{ note: `iin ${FILTERED}` }, 42],
      iin: FILTERED,
      total: 12500,
      cardAsNumber: FILTERED,
    });
  });

  it('does not change its input', () => {
    const input = { headers: { authorization: 'Bearer abc' } };
    scrubValue(input);
    expect(input.headers.authorization).toBe('Bearer abc');
  });

  it('keeps the subtrees it is told to keep', () => {
    expect(scrubValue({ event_id: VISA, message: VISA }, { keep: new Set(['event_id']) })).toEqual({
      event_id: VISA,
      message: FILTERED,
    });
  });

  it('cuts cycles instead of looping', () => {
    const looped: Record<string, unknown> = { name: 'a' };
    looped.self = looped;
    expect(scrubValue(looped)).toEqual({ name: 'a', self: FILTERED });
  });
});
