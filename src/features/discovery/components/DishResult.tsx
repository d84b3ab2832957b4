import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'wouter';
import { formatMoney } from '../../../i18n/format-number.ts';
import type { Language } from '../../../i18n/languages.ts';
import type { DishMatch } from '../api/search-api.ts';

/** A dish found by search; it opens the menu of the venue that sells it. */
export function DishResult({ dish }: { dish: DishMatch }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const currency = dish.currency === 'GEL' ? 'GEL' : 'KZT';
  return (
    <Link href={`/filials/${dish.venue.id}`} className="dkd-dish" data-dish={dish.key}>
      {dish.imageUrl ? <img src={dish.imageUrl} alt="" width={56} height={56} loading="lazy" /> : null}
      <span className="dkd-venue-text">
        <strong>{dish.name}</strong>
        <span className="dk-muted">{t('search.atVenue', { venue: dish.venue.title })}</span>
        <span className="dkd-meta">
          <span className="dkd-price">{formatMoney(dish.price, currency, language)}</span>
          {dish.oldPrice !== null ? (
            <span className="dkd-old-price">{formatMoney(dish.oldPrice, currency, language)}</span>
          ) : null}
          {dish.unavailable ? <span className="dkd-closed">{t('search.unavailable')}</span> : null}
        </span>
      </span>
    </Link>
  );
}
