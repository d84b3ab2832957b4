import type { TFunction } from 'i18next';
import { expectTypeOf, test } from 'vitest';
import type {} from './catalogue.ts';

declare const t: TFunction;

test('t() knows the keys of the catalogue', () => {
  expectTypeOf(t('errors.serverError.title')).toBeString();
  expectTypeOf(t('common.items', { count: 2 })).toBeString();
  // @ts-expect-error: no such key
  t('no.such.key');
  // @ts-expect-error: a key one level short of a text
  t('errors.serverError');
});

test('t() wants every variable of the text, typed by its format', () => {
  t('common.greeting.user', { name: 'Aigul' });
  t('common.priceFrom', { amount: 12500 });
  t('filials.details.closesAt', { time: new Date() });
  // @ts-expect-error: {{name}} left out
  t('common.greeting.user', {});
  // @ts-expect-error: money takes a number
  t('common.priceFrom', { amount: '12 500' });
});
