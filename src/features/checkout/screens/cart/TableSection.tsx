import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { tableIdOf } from '../../domain/order-body.ts';

/** SPEC §4 "Table": set by the table QR in the menu; unset shows 'specify table number' and the way back. */
export function TableSection({ table, filialId }: { table: string | null; filialId: number }) {
  const { t } = useTranslation();
  const id = tableIdOf(table);
  return (
    <section className="ck-section" aria-labelledby="ck-table-title">
      <h2 id="ck-table-title">{t('cart.table')}</h2>
      {id !== null ? (
        <p data-testid="cart-table">{t('cart.tableValue', { table: id })}</p>
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
