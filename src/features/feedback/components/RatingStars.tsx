import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { RATINGS } from '../model/feedback.ts';
import { Icon } from '../../../ui/Icon.tsx';
import star from 'lucide/dist/esm/icons/star.mjs';

/**
 * Five stars as a radio group: arrows move between them, each reads as "4 stars", and a missing rating
 * is announced with the group. Stars up to the chosen one are filled.
 */
export function RatingStars({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset
      className="fb-stars"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={!!error || undefined}
    >
      <legend>{t('feedback.review.rating')}</legend>
      <div className="fb-star-row">
        {RATINGS.map((rating) => (
          <label key={rating} className="fb-star" data-filled={value !== null && rating <= value}>
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
            />
            <Icon icon={star} size={32} filled={value !== null && rating <= value} />
            <span className="dk-visually-hidden">{t('feedback.review.stars', { count: rating })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <span id={errorId} className="fb-error" role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
