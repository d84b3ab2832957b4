import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { Link } from 'wouter';
import { useMountScope } from '../../../../mount-context.ts';
import { useQuery } from '../../../../ui/use-query.ts';
import { fetchTableNumber } from '../../api/table-api.ts';
import { tableIdOf } from '../../model/order-body.ts';

/**
 * docs/contract/states.md#table "Table": set by the table QR in the menu (the cart keeps the table id); shown by the number on the
 * table, or by its id while that is unknown. Unset: 'specify table number' and the way back to scan.
 */
export function TableSection({ table, filialId }: { table: string | null; filialId: number }) {
  const { t } = useTranslation();
  const { runtime } = useMountScope();
  const id = tableIdOf(table);
  const printed = useQuery(['table-number', id, filialId], (signal) =>
    id === null
      ? Promise.resolve(null)
      : fetchTableNumber(runtime.core.client, id, filialId, signal).catch((error: unknown) => {
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
