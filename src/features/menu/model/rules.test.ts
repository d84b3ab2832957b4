import { describe, expect, it } from 'vitest';
import { checkBarcode } from '../components/use-barcode-product.ts';
import { cartKindFor, mainServicesOf, serviceOfKind } from '../../../state/cart-kind.ts';
import { parseTableQr, tableChange, tableFromQuery } from '../components/table.tsx';

describe('the barcode rule (docs/contract/validation.md#barcodes: 8 or 13 digits)', () => {
  it('accepts 8 and 13 digits, spaces between groups ignored', () => {
    expect(checkBarcode('4870000100019')).toEqual({ ok: true, code: '4870000100019' });
    expect(checkBarcode('96385074')).toEqual({ ok: true, code: '96385074' });
    expect(checkBarcode(' 487 0000 100019 ')).toEqual({ ok: true, code: '4870000100019' });
  });

  it('refuses other lengths, letters, signs and an empty input', () => {
    for (const input of [
      '',
      '   ',
      '1234567',
      '123456789',
      '487000010001',
      '48700001000190',
      '4870000I00019',
    ]) {
      expect(checkBarcode(input)).toEqual({ ok: false });
    }
    expect(checkBarcode('-4870000100019')).toEqual({ ok: false });
    expect(checkBarcode('4870000.10001')).toEqual({ ok: false });
  });
});

const QR = 'https://dastarkhan.app/filials/15?filial_id=15&table_id=21&main_terminal_id=15&source=QR';

describe('table QR codes (docs/contract/states.md#table)', () => {
  it('reads the venue, table and main terminal of a table code', () => {
    expect(parseTableQr(QR)).toEqual({ filialId: 15, tableId: 21, mainTerminalId: 15, source: 'QR' });
    expect(parseTableQr('https://x.example/app/filials/11/?table_id=3&source=STANDQR')).toEqual({
      filialId: 11,
      tableId: 3,
      mainTerminalId: null,
      source: 'STANDQR',
    });
  });

  it('treats an unknown source as the plain QR channel', () => {
    expect(parseTableQr('https://x.example/filials/11?table_id=3&source=FRIDGE')?.source).toBe('QR');
  });

  it('is not a table code without a table, with a path and query naming two venues, or not a link', () => {
    expect(parseTableQr('https://dastarkhan.app/filials/15')).toBeNull();
    expect(parseTableQr('https://dastarkhan.app/filials/15?table_id=0')).toBeNull();
    expect(parseTableQr('https://dastarkhan.app/filials/15?table_id=abc')).toBeNull();
    expect(parseTableQr('https://dastarkhan.app/filials/15?filial_id=16&table_id=3')).toBeNull();
    expect(parseTableQr('https://dastarkhan.app/filials/15/menu?table_id=3')).toBeNull();
    expect(parseTableQr('WIFI:S:cafe;T:WPA;P:secret;;')).toBeNull();
    expect(parseTableQr('javascript:alert(1)//filials/1?table_id=2')).toBeNull();
    expect(parseTableQr('4870000100019')).toBeNull();
  });

  it('reads a table from the menu route’s own query', () => {
    expect(tableFromQuery(15, 'filial_id=15&table_id=21&main_terminal_id=15')).toMatchObject({
      filialId: 15,
      tableId: 21,
      mainTerminalId: 15,
    });
    expect(tableFromQuery(15, '?table_id=21')).toMatchObject({ tableId: 21, mainTerminalId: null });
    expect(tableFromQuery(15, 'filial_id=11&table_id=21')).toBeNull();
    expect(tableFromQuery(15, 'language=en')).toBeNull();
  });

  it('sets an unset table, replaces another one, and keeps the same one', () => {
    const code = { filialId: 15, tableId: 21, mainTerminalId: 15, source: 'QR' as const };
    expect(tableChange({ filialId: 15, table: null }, code)).toBe('set');
    expect(tableChange({ filialId: 15, table: '20' }, code)).toBe('replaced');
    expect(tableChange({ filialId: 15, table: '21' }, code)).toBe('unchanged');
  });

  it('tells a code of another venue apart, table or not', () => {
    const code = { filialId: 11, tableId: 2, mainTerminalId: 11, source: 'QR' as const };
    expect(tableChange({ filialId: 15, table: '21' }, code)).toBe('other-venue');
    expect(tableChange({ filialId: 15, table: null }, code)).toBe('other-venue');
  });
});

describe('which cart a venue’s menu fills', () => {
  it('is the guest’s service when the venue offers it', () => {
    expect(cartKindFor(['takeaway', 'express', 'delivery'], 'express')).toBe('express');
    expect(cartKindFor(['takeaway', 'express', 'delivery'], 'delivery')).toBe('delivery');
  });

  it('is micromarket at a smart fridge, whatever the service', () => {
    expect(cartKindFor(['micromarket'], 'delivery')).toBe('micromarket');
  });

  it('is the venue’s own delivery when that is the delivery it has', () => {
    expect(cartKindFor(['takeaway', 'vendor_delivery'], 'delivery')).toBe('vendor-delivery');
    expect(cartKindFor(['takeaway', 'express', 'delivery', 'vendor_delivery'], 'delivery')).toBe('delivery');
  });

  it('falls back to the venue’s first main service', () => {
    expect(cartKindFor(['takeaway', 'express'], 'delivery')).toBe('takeaway');
    expect(cartKindFor(['express'], 'takeaway')).toBe('express');
    expect(cartKindFor(['vendor_delivery'], 'takeaway')).toBe('vendor-delivery');
  });

  it('maps kinds back to the switcher’s services', () => {
    expect(serviceOfKind('vendor-delivery')).toBe('delivery');
    expect(serviceOfKind('express')).toBe('express');
    expect(serviceOfKind('micromarket')).toBeNull();
    expect(mainServicesOf(['delivery', 'micromarket', 'takeaway'])).toEqual(['takeaway', 'delivery']);
  });
});
