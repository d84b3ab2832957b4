import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { isApiError } from '../../../api/errors.ts';
import type { OrderKind } from '../../../api/order-kinds.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { useAppStores } from '../../../state/app-core.ts';
import { useTelemetry } from '../../../telemetry/events.ts';
import { fetchProductByBarcode } from '../api/menu-api.ts';
import { availabilityOf, type MenuItem } from '../model/menu.ts';
import { addableQuantity, addToCart, type AgeGate } from './add-to-cart.tsx';

/** docs/contract/constants.md#form-limits: a barcode has 8 or 13 digits. */
const BARCODE_LENGTHS: readonly number[] = [8, 13];

export type BarcodeCheck = { ok: true; code: string } | { ok: false };

/**
 * docs/contract/validation.md#barcodes: 8 or 13 digits, otherwise 'type correctly'. Spaces a person types between groups of digits (and
 * around them) are ignored; anything else that is not a digit makes the code wrong.
 */
export function checkBarcode(input: string): BarcodeCheck {
  const code = input.replace(/\s+/g, '');
  return /^\d+$/.test(code) && BARCODE_LENGTHS.includes(code.length) ? { ok: true, code } : { ok: false };
}

export type BarcodeOutcome =
  | { kind: 'added'; item: MenuItem }
  /** The guest said no to 21+ or closed the question: nothing added, nothing to report. */
  | { kind: 'declined' }
  | { kind: 'problem'; message: string };

/**
 * A product by its barcode (docs/contract/calls.md#menu-calls product-by-barcode) into the venue's cart, one at a time. The code is
 * checked first (docs/contract/validation.md#barcodes: 8 or 13 digits, else 'type correctly'); a typed code and a scanned one differ only
 * in that message: a camera that read something unusable did not recognise a barcode.
 */
export function useBarcodeProduct(
  filialId: number,
  kind: OrderKind | null,
  confirmAge: AgeGate['confirmAge'],
) {
  const { t } = useTranslation();
  const stores = useAppStores();
  const telemetry = useTelemetry();
  const client = useApiClient();
  const signal = useMountSignal();

  return useCallback(
    async (input: string, origin: 'manual' | 'scan'): Promise<BarcodeOutcome> => {
      const checked = checkBarcode(input);
      if (!checked.ok) {
        return {
          kind: 'problem',
          message: origin === 'manual' ? t('validation.typeCorrectly') : t('errors.barcode.notRecognized'),
        };
      }
      if (!kind) return { kind: 'problem', message: t('errors.generic.title') };
      let item: MenuItem;
      try {
        item = await fetchProductByBarcode(client, { filialId, barcode: checked.code }, signal);
      } catch (error) {
        if (isApiError(error, 'not-found')) return { kind: 'problem', message: t('errors.barcode.notFound') };
        if (isApiError(error, 'validation')) return { kind: 'problem', message: t('errors.barcode.wrong') };
        if (isApiError(error, 'network') || isApiError(error, 'timeout'))
          return { kind: 'problem', message: t('errors.network.title') };
        return { kind: 'problem', message: t('errors.generic.title') };
      }
      if (
        availabilityOf(item, kind) !== 'available' ||
        addableQuantity(stores.cart, filialId, kind, item) < 1
      ) {
        return { kind: 'problem', message: t('scanner.barcode.unavailable', { name: item.name }) };
      }
      if (item.is_age_restricted && !(await confirmAge({ productId: item.id, filialId }))) {
        return { kind: 'declined' };
      }
      addToCart(
        { carts: stores.cart, telemetry },
        { filialId, kind, item, quantity: 1, additives: [], source: 'barcode' },
      );
      return { kind: 'added', item };
    },
    [client, stores, telemetry, signal, filialId, kind, confirmAge, t],
  );
}
