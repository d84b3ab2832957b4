import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { TableControl } from './use-table.ts';

/** The express service's table: its number, or 'specify table number', with the way to scan one. */
export function TableBar({ table }: { table: TableControl }) {
  const { t } = useTranslation();
  const known = table.tableId !== null;
  return (
    <section className="dkm-table" aria-label={t('menu.table.label')} data-table={table.tableId ?? ''}>
      <p role="status">
        {known ? (
          <strong>
            {table.number !== null ? t('menu.table.number', { number: table.number }) : t('menu.table.label')}
          </strong>
        ) : (
          <>
            <strong>{t('menu.table.specify')}</strong>
            <br />
            <span className="dk-muted">{t('menu.table.scanHint')}</span>
          </>
        )}
      </p>
      <button
        type="button"
        className="dkm-small-button"
        onClick={() => void table.scan()}
        disabled={table.scanning}
        aria-busy={table.scanning}
      >
        {known ? t('menu.table.change') : t('menu.table.scan')}
      </button>
    </section>
  );
}
