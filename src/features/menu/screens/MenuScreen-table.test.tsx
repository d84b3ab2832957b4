import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandboxLike, tableQr } from '../testing/fixtures.ts';
import { renderMenu } from '../testing/menu-harness.tsx';
import { setUpMenuScreens, track } from '../testing/menu-screen-fixtures.ts';

setUpMenuScreens();

describe('the table (docs/contract/states.md#table)', () => {
  const express = async (answers: string[]) => {
    const h = await renderMenu({
      path: '/filials/15',
      handler: sandboxLike(),
      bridge: { 'scan.qr': () => ({ status: 'success', text: answers.shift() ?? '', format: 'qr_code' }) },
    });
    h.runtime.core.state.device.setService('express');
    track(h);
    await screen.findByText('Specify table number');
    return h;
  };

  it('is set by scanning the table QR, and a new table QR of the venue replaces it', async () => {
    const h = await express([tableQr(21), tableQr(22)]);
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
    expect(await screen.findByText('Table 2', { selector: 'strong' })).toBeTruthy();
    expect(h.runtime.core.state.cart.get(15, 'express')?.table).toBe('21');
    expect(h.runtime.core.state.stored.menuTempData.get()).toEqual({
      source: 'QR',
      filialId: 15,
      table: '21',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Your table is now table 3')).toBeTruthy();
    expect(h.runtime.core.state.cart.get(15, 'express')?.table).toBe('22');
    expect(h.bridgeCalls.map((call) => call.method)).toEqual(['scan.qr', 'scan.qr']);
  });

  it('empties the cart and opens the other venue for a QR of another venue', async () => {
    const h = await express([tableQr(2)]);
    h.runtime.core.state.cart.add(15, 'express', {
      productId: 1062,
      name: 'Cola',
      price: 690,
      quantity: 1,
      additives: [],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
    expect(await screen.findByText('This table belongs to another venue')).toBeTruthy();
    expect(h.runtime.core.state.cart.get(15, 'express')).toBeUndefined();
    expect(h.runtime.core.state.cart.get(11, 'express')?.table).toBe('2');
    expect(h.location()).toBe('/filials/11');
  });

  it('says so for a code that is not a table of ours, or a table that does not exist', async () => {
    const h = await express(['https://example.com/wifi', 'https://dastarkhan.app/filials/15?table_id=999']);
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
    expect(await screen.findByText('This QR code is not ours. Scan the QR code on your table.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Scan' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('This QR code is not ours. Scan the QR code on your table.').length,
      ).toBeGreaterThan(0),
    );
    expect(h.runtime.core.state.cart.get(15, 'express')).toBeUndefined();
  });

  it('leaves the table as it was when the guest closes the scanner', async () => {
    const h = await renderMenu({
      path: '/filials/15',
      handler: sandboxLike(),
      bridge: { 'scan.qr': () => ({ status: 'dismissed' }) },
    });
    track(h);
    h.runtime.core.state.device.setService('express');
    fireEvent.click(await screen.findByRole('button', { name: 'Scan' }));
    await waitFor(() => expect(h.bridgeCalls).toHaveLength(1));
    expect(screen.getByText('Specify table number')).toBeTruthy();
  });
});

describe('the Menu-to-Bill rule (docs/contract/screens.md#menu-to-bill)', () => {
  const link = '/filials/11?filial_id=11&table_id=2&main_terminal_id=11';
  const bill = {
    data: {
      type: 'bills',
      id: '1',
      attributes: {
        id: 1,
        status: 'open',
        table_id: 2,
        table_number: 2,
        items: [],
        amount: 4000,
        bonuses: {},
      },
    },
  };

  it('opens the bill of a table QR link when the venue pulls checks and the table has a bill', async () => {
    const harness = track(
      await renderMenu({
        path: link,
        handler: sandboxLike((_request, path) =>
          path === 'takeaway/v1/tables/2/bill' ? { body: bill } : undefined,
        ),
      }),
    );
    await waitFor(() => expect(harness?.location()).toBe('/filials/11/bill?table_id=2'));
  });

  it('falls through to the menu with the table set when the pre-check fails', async () => {
    const harness = track(await renderMenu({ path: link, handler: sandboxLike() }));
    await screen.findByRole('heading', { level: 1, name: 'Dala Coffee' });
    await waitFor(() => expect(harness?.runtime.core.state.cart.get(11, 'express')?.table).toBe('2'));
    expect(harness.location()).toBe(link);
    expect(harness.runtime.core.state.device.state.service).toBe('express');
  });
});
