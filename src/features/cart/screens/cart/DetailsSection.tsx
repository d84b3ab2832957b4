import { useId } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import type { PaymentType, Cart, CartDetails } from '../../../../state/cart.ts';
import type { ApiClient } from '../../../../api/client.ts';
import { normalizeOne } from '../../../../api/json-api.ts';
import { num } from '../../../../api/answer-fields.ts';
import { Link } from 'wouter';
import { useApiClient } from '../../../../api/api-scope.ts';
import { useQuery } from '../../../../ui/use-query.ts';
import { tableIdOf } from '../../model/cart-order.ts';

function PaymentTypePicker({
  offered,
  value,
  onChange,
}: {
  offered: readonly PaymentType[];
  value: PaymentType | null;
  onChange: (type: PaymentType) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  if (offered.length === 0) {
    return (
      <p className="ck-note" role="note">
        {t('cart.paymentUnavailable')}
      </p>
    );
  }
  return (
    <fieldset className="ck-choices">
      <legend className="ck-legend">{t('cart.paymentType')}</legend>
      {offered.map((type) => (
        <label key={type} className="ck-choice">
          <input
            type="radio"
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <span className="ck-choice-text">{t(type === 'online' ? 'cart.payOnline' : 'cart.payCash')}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The guest's wishes, name and payment type, written to the stored cart as they type. */
export function DetailsSection({
  cart,
  paymentTypes,
  paymentType,
  onChange,
}: {
  cart: Pick<Cart, 'comment' | 'name'>;
  /** The payment types the venue takes; null while its settings are unknown. */
  paymentTypes: readonly PaymentType[] | null;
  paymentType: PaymentType | null;
  onChange: (details: CartDetails) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="ck-section" aria-labelledby="ck-details-title">
      <h2 id="ck-details-title">{t('cart.detailsTitle')}</h2>
      <div className="ck-field">
        <label htmlFor="ck-comment">{t('cart.wishes')}</label>
        <textarea
          id="ck-comment"
          maxLength={500}
          placeholder={t('cart.wishesPlaceholder')}
          value={cart.comment}
          onChange={(event) => onChange({ comment: event.target.value })}
        />
      </div>
      <div className="ck-field">
        <label htmlFor="ck-name">{t('cart.name')}</label>
        <input
          id="ck-name"
          autoComplete="given-name"
          maxLength={60}
          value={cart.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </div>
      {paymentTypes ? (
        <PaymentTypePicker
          offered={paymentTypes}
          value={paymentType}
          onChange={(type) => onChange({ paymentType: type })}
        />
      ) : null}
    </section>
  );
}

/**
 * GET takeaway/v1/tables/{table_id}?filial_id=: the number printed on the table a QR code names (the code
 * carries only the id). A sandbox addition (docs/api/bills.md); docs/contract/calls.md#calls-the-sandbox-defines names no call for it.
 */
function fetchTableNumber(
  client: ApiClient,
  tableId: number,
  filialId: number,
  signal?: AbortSignal,
): Promise<number | null> {
  return client.get(`takeaway/v1/tables/${tableId}`, {
    query: { filial_id: filialId },
    parse: (body) => {
      const number = num(normalizeOne(body)?.number, Number.NaN);
      return Number.isFinite(number) ? number : null;
    },
    ...(signal ? { signal } : {}),
  });
}

/**
 * docs/contract/states.md#table "Table": set by the table QR in the menu (the cart keeps the table id); shown by the number on the
 * table, or by its id while that is unknown. Unset: 'specify table number' and the way back to scan.
 */
export function TableSection({ table, filialId }: { table: string | null; filialId: number }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const id = tableIdOf(table);
  const printed = useQuery(['table-number', id, filialId], (signal) =>
    id === null
      ? Promise.resolve(null)
      : fetchTableNumber(client, id, filialId, signal).catch((error: unknown) => {
          if (signal.aborted) throw error;
          return null;
        }),
  );
  return (
    <section className="ck-section" aria-labelledby="ck-table-title">
      <h2 id="ck-table-title">{t('cart.table')}</h2>
      {id !== null ? (
        <p data-testid="cart-table">{t('cart.tableValue', { table: printed.data ?? id })}</p>
      ) : (
        <>
          <p className="ck-hint-error">{t('validation.tableRequired')}</p>
          <Link className="dk-button dk-button-secondary" href={`/filials/${filialId}`}>
            {t('cart.scanTable')}
          </Link>
        </>
      )}
    </section>
  );
}
