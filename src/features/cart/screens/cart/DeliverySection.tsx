import { useTranslation } from '../../../../i18n/use-translation.tsx';
import type { OrderKind } from '../../../../api/order-submission.ts';
import type { Address } from '../../../../state/addresses.ts';
import { LoadState } from '../../../../ui/LoadState.tsx';
import { TariffPicker } from '../../components/TariffPicker.tsx';
import { addressLine } from '../../model/address-rules.ts';
import type { DeliveryTariff } from '../../model/tariffs.ts';
import type { DeliveryQuote } from '../../hooks/use-delivery-quote.ts';

const BANNERS = {
  weather_issues: 'weather',
  night_shift: 'nightShift',
  closed: 'closed',
} as const;

/** Where to and how: the address (with the zone check), the venue's delivery banner, the courier tariffs. */
export function DeliverySection({
  kind,
  address,
  addressStatus,
  deliveryState,
  quote,
  transport,
  onTransport,
  onChangeAddress,
  money,
  showErrors,
}: {
  kind: OrderKind;
  address: Address | null;
  addressStatus: 'loading' | 'ready' | 'error';
  deliveryState: string;
  quote: DeliveryQuote;
  transport: DeliveryTariff['transportType'] | null;
  onTransport: (value: DeliveryTariff['transportType']) => void;
  onChangeAddress: () => void;
  money: (amount: number) => string;
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  const banner = BANNERS[deliveryState as keyof typeof BANNERS];
  const hasAddress = Boolean(address?.coordinates);
  return (
    <section className="ck-section" aria-labelledby="ck-delivery-title">
      <h2 id="ck-delivery-title">{t('cart.deliveryTitle')}</h2>
      {banner ? (
        <div className="ck-note" role="note" data-testid="delivery-banner">
          <strong>{t(`delivery.banners.${banner}.title`)}</strong>
          <p>{t(`delivery.banners.${banner}.text`)}</p>
        </div>
      ) : null}
      {addressStatus === 'loading' && !hasAddress ? (
        <p className="dk-loading" role="status">
          {t('common.states.loading')}
        </p>
      ) : hasAddress && address ? (
        <p data-testid="cart-address">{t('delivery.address', { address: addressLine(address) })}</p>
      ) : (
        <p className={showErrors ? 'ck-hint-error' : 'dk-muted'}>{t('validation.deliveryAddressRequired')}</p>
      )}
      <button
        type="button"
        className="dk-button dk-button-secondary"
        onClick={onChangeAddress}
        aria-haspopup="dialog"
      >
        {hasAddress ? t('cart.changeAddress') : t('cart.chooseAddress')}
      </button>
      {quote.zone && !quote.zone.isInZone ? (
        <div className="ck-alert" role="alert" data-testid="out-of-zone">
          <strong>{t('errors.delivery.notAvailable')}</strong>
          <span>{t('errors.delivery.selectAnotherPoint')}</span>
        </div>
      ) : null}
      {hasAddress && quote.status !== 'idle' && quote.status !== 'success' ? (
        <LoadState status={quote.status} onRetry={quote.reload} />
      ) : null}
      {kind === 'delivery' && quote.tariffs.length > 0 ? (
        <TariffPicker
          tariffs={quote.tariffs}
          value={transport}
          onChange={onTransport}
          money={money}
          invalid={showErrors && transport === null && quote.tariffs.length > 1}
        />
      ) : null}
    </section>
  );
}
