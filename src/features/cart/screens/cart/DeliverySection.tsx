import { useId } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import type { DeliveryTariff } from '../../model/checkout-money.ts';
import type { OrderKind } from '../../../../api/order-kinds.ts';
import type { Address } from '../../../../state/addresses.ts';
import { LoadState } from '../../../../ui/LoadState.tsx';
import { addressLine } from '../../model/guest-addresses.ts';
import type { DeliveryQuote } from '../../api/delivery-quote.ts';

/** docs/contract/validation.md#order-requirements: a delivery method must be chosen when couriers offer several. */
function TariffPicker({
  tariffs,
  value,
  onChange,
  money,
  invalid,
}: {
  tariffs: readonly DeliveryTariff[];
  value: DeliveryTariff['transportType'] | null;
  onChange: (type: DeliveryTariff['transportType']) => void;
  money: (amount: number) => string;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset className="ck-choices" aria-invalid={invalid} aria-describedby={invalid ? errorId : undefined}>
      <legend className="ck-legend">{t('delivery.tariffs.title')}</legend>
      {tariffs.map((tariff) => (
        <label key={tariff.transportType} className="ck-choice">
          <input
            type="radio"
            name={name}
            value={tariff.transportType}
            checked={value === tariff.transportType}
            onChange={() => onChange(tariff.transportType)}
          />
          <span className="ck-choice-text">
            <strong>
              {t(tariff.transportType === 'FOOT' ? 'common.transport.foot' : 'common.transport.car')}
              {tariff.isFastest ? ` · ${t('delivery.tariffs.fastest')}` : ''}
            </strong>
            <span className="dk-muted">
              {t('common.minutesRange', { from: tariff.timeFrom, to: tariff.timeTo })}
            </span>
          </span>
          <span>
            {tariff.cost > tariff.price ? <s className="ck-strike">{money(tariff.cost)}</s> : null}
            {tariff.isFree || tariff.price === 0 ? t('delivery.tariffs.free') : money(tariff.price)}
          </span>
        </label>
      ))}
      {tariffs[0]?.amountToNextTier ? (
        <p className="dk-muted">
          {t('delivery.tariffs.toNextTierAmount', { amount: money(tariffs[0].amountToNextTier) })}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className="ck-hint-error">
          {t('validation.deliveryMethodRequired')}
        </p>
      ) : null}
    </fieldset>
  );
}

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
