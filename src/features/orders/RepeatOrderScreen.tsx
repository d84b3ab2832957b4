import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link, useParams } from 'wouter';
import { LoadState } from '../../ui/LoadState.tsx';
import { BillStyles } from '../../ui/OrderPageStyles.tsx';
import { CheckoutStyles } from '../../ui/OrderPageStyles.tsx';
import { ScreenHeader } from '../../ui/OrderPageStyles.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { useRepeatOrder } from './repeat-order.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';

const STATE_KEYS = {
  stopped: 'cart.stopList.stopped',
  sold_out: 'cart.stopList.soldOut',
  unavailable: 'cart.stopList.unavailable',
  deleted: 'cart.stopList.deleted',
} as const;

/**
 * /orders/{id}/repeat (issue 11 item 5): refills the cart with the order's dishes and options through the
 * stop-list and price check, then opens the cart. The screen is seen only when there is something to tell
 * (a dish removed, a price changed) or to ask (dishes already in the carts: replace or keep them).
 */
export default function RepeatOrderScreen() {
  const { t } = useTranslation();
  const params = useParams<{ id: string }>();
  const orderId = Number(params.id);
  const { state, fill, reload } = useRepeatOrder(orderId);
  const { confirm, dialog } = useConfirm();
  // Replacing throws the dishes in the carts away: asked in the host's popup where it has one.
  const replace = async () => {
    const sure = await confirm({
      title: t('repeat.replaceConfirm.title'),
      message: t('repeat.replaceConfirm.text'),
      confirm: t('repeat.replace'),
      cancel: t('common.actions.cancel'),
      destructive: true,
    });
    if (sure) fill('replace');
  };
  const money = useMoney(
    state.phase === 'ask' || state.phase === 'nothing-left' ? state.order.currency : null,
  );
  const back = `/orders/${orderId}`;

  const content = () => {
    switch (state.phase) {
      case 'loading':
        return (
          <p className="dk-loading" role="status" aria-live="polite">
            {t('repeat.checking')}
          </p>
        );
      case 'error':
      case 'offline':
        return <LoadState status={state.phase} onRetry={reload} />;
      case 'not-found':
        return <p className="dk-empty">{t('typ.notFound')}</p>;
      case 'unsupported':
        return <p className="dk-empty">{t('repeat.unsupported')}</p>;
      default:
        break;
    }
    const { reconciled, order } = state;
    return (
      <>
        <p className="dk-muted">{order.filialTitle}</p>
        {reconciled.removed.length > 0 ? (
          <section className="ck-section" aria-labelledby="ckr-removed" data-testid="repeat-removed">
            <h2 id="ckr-removed">{t('repeat.removedTitle')}</h2>
            <ul className="ckb-changes">
              {reconciled.removed.map((line) => (
                <li key={line.productId}>
                  {line.name} —{' '}
                  {t(STATE_KEYS[line.state as keyof typeof STATE_KEYS] ?? STATE_KEYS.unavailable)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {reconciled.changes.length > 0 ? (
          <section className="ck-section" aria-labelledby="ckr-prices" data-testid="repeat-prices">
            <h2 id="ckr-prices">{t('repeat.pricesTitle')}</h2>
            <ul className="ckb-changes">
              {reconciled.changes.map((change) => (
                <li key={change.productId}>
                  {t('cart.prices.line', {
                    name: change.name,
                    before: money(change.shownPrice),
                    after: money(change.price),
                  })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {state.phase === 'nothing-left' ? (
          <div className="ck-note" role="alert">
            <p>{t('repeat.nothingLeft')}</p>
          </div>
        ) : state.conflict ? (
          <section
            className="ck-note ckb-conflict"
            aria-labelledby="ckr-conflict"
            data-testid="repeat-conflict"
          >
            <h2 id="ckr-conflict">{t('repeat.conflictTitle')}</h2>
            <p>{t('repeat.conflictText')}</p>
          </section>
        ) : null}
        <div className="ckb-actions">
          {state.phase === 'nothing-left' ? (
            <Link className="dk-button" href={`/filials/${order.filialId}`}>
              {t('repeat.openMenu')}
            </Link>
          ) : state.conflict ? (
            <>
              <button type="button" className="dk-button" onClick={() => void replace()}>
                {t('repeat.replace')}
              </button>
              <button type="button" className="dk-button dk-button-secondary" onClick={() => fill('keep')}>
                {t('repeat.keep')}
              </button>
            </>
          ) : (
            <button type="button" className="dk-button" onClick={() => fill('keep')}>
              {t('repeat.continue')}
            </button>
          )}
          <Link className="dk-button dk-button-secondary" href={back}>
            {t('repeat.cancel')}
          </Link>
        </div>
      </>
    );
  };

  return (
    <>
      <CheckoutStyles />
      <BillStyles />
      {dialog}
      <ScreenHeader
        title={
          state.phase === 'ask' || state.phase === 'nothing-left'
            ? t('repeat.title', { number: state.order.number })
            : t('repeat.titleLoading')
        }
        backHref={back}
      />
      <main className="dk-main" data-screen="repeat-order">
        {content()}
      </main>
    </>
  );
}
