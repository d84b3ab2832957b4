import { describe, expect, it } from 'vitest';
import { chosenTariff, type DeliveryTariff, selectTariffs } from './tariffs.ts';

const tariff = (transportType: 'FOOT' | 'CAR', isFastest: boolean, price = 500): DeliveryTariff => ({
  transportType,
  cost: price,
  price,
  isFree: false,
  timeFrom: 10,
  timeTo: 20,
  amountToNextTier: null,
  isFastest,
});

describe('selectTariffs (docs/contract/validation.md#delivery-tariffs)', () => {
  it('keeps only the fastest when some are marked so', () => {
    const picked = selectTariffs([tariff('FOOT', false, 300), tariff('CAR', true, 700)]);
    expect(picked.map((t) => t.transportType)).toEqual(['CAR']);
  });

  it('puts foot tariffs at the end, keeping the server order otherwise', () => {
    const picked = selectTariffs([tariff('FOOT', true, 1), tariff('CAR', true, 2), tariff('CAR', true, 3)]);
    expect(picked.map((t) => `${t.transportType}${t.price}`)).toEqual(['CAR2', 'CAR3', 'FOOT1']);
  });

  it('keeps all when none is marked fastest, and does not touch its input', () => {
    const input = [tariff('FOOT', false), tariff('CAR', false)];
    expect(selectTariffs(input).map((t) => t.transportType)).toEqual(['CAR', 'FOOT']);
    expect(input.map((t) => t.transportType)).toEqual(['FOOT', 'CAR']);
  });

  it('gives nothing for nothing', () => {
    expect(selectTariffs([])).toEqual([]);
  });
});

describe('chosenTariff', () => {
  it('keeps the guest’s choice while it is offered, picks the only one, and otherwise asks', () => {
    const car = tariff('CAR', true);
    const foot = tariff('FOOT', true);
    expect(chosenTariff([car, foot], 'FOOT')).toBe(foot);
    expect(chosenTariff([car], null)).toBe(car);
    expect(chosenTariff([car], 'FOOT')).toBe(car);
    expect(chosenTariff([car, foot], null)).toBeNull();
    expect(chosenTariff([], 'CAR')).toBeNull();
  });
});
