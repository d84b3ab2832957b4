import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import {
  RATINGS,
  backHrefOf,
  REVIEW_TEXT_MAX,
  type ReviewProblem,
  reviewProblem,
  subjectOf,
  fetchFeedback,
  sendReview,
} from './feedback.ts';
import { Icon } from '../../ui/Icon.tsx';
import star from 'lucide/dist/esm/icons/star.mjs';
import { Link, useLocation, useParams } from 'wouter';
import { isApiError } from '../../api/errors.ts';
import { randomId } from '../../api/random-id.ts';
import { useApiClient } from '../../api/api-scope.ts';
import { useMountSignal } from '../../config/mount-config.ts';
import { useAppStores } from '../../state/app-core.ts';
import { SESSION_KEYS } from '../../lib/storage-keys.ts';
import { ANALYTICS_EVENTS, useTelemetry } from '../../telemetry/events.ts';
import { BackHeader } from '../../ui/BackHeader.tsx';
import { LoadState } from '../../ui/LoadState.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { FeedbackStyles } from './FeedbackStyles.tsx';

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

interface Draft {
  subject: string;
  rating: number | null;
  text: string;
  /** The idempotency key of the last send: a retry after a reload is the same review, never a second. */
  key?: string;
}

/** Review and rating after an order or a paid bill (docs/contract/product.md#payments-tips-and-reviews, docs/contract/entities.md#review-and-tip Review; issue 11 item 2). */
export default function ReviewScreen() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const params = useParams<{ id: string }>();
  const stores = useAppStores();
  const telemetry = useTelemetry();
  const signal = useMountSignal();
  const kind = subjectOf(location);
  const id = Number(params.id);
  const subject = `${kind}-${id}`;
  const client = useApiClient();
  const session = stores.session;
  const feedback = useQuery(['feedback', kind, id], (s) => fetchFeedback(client, kind, id, s));
  const stored = session.getJson<Draft>(SESSION_KEYS.reviewDraft, (value) =>
    (value as Draft | null)?.subject === subject ? (value as Draft) : undefined,
  );
  const [draft, setDraft] = useState<Draft>(stored ?? { subject, rating: null, text: '' });
  const [problem, setProblem] = useState<ReviewProblem | 'sendFailed' | null>(null);
  const [serverText, setServerText] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const textId = useId();
  const hintId = useId();

  const update = (next: Partial<Draft>) => {
    // A changed review is a new intent with a new key.
    const { key: _sent, ...rest } = draft;
    const value = { ...rest, ...next };
    setDraft(value);
    session.setJson(SESSION_KEYS.reviewDraft, value);
    if (problem) setProblem(reviewProblem(value.rating, value.text));
  };

  const submit = async () => {
    const invalid = reviewProblem(draft.rating, draft.text);
    setProblem(invalid);
    setServerText(null);
    if (invalid || draft.rating === null || !feedback.data) return;
    setSending(true);
    const key = draft.key ?? randomId();
    setDraft({ ...draft, key });
    session.setJson(SESSION_KEYS.reviewDraft, { ...draft, key });
    try {
      await sendReview(client, { kind, id, rating: draft.rating, text: draft.text, key }, signal);
      session.remove(SESSION_KEYS.reviewDraft);
      telemetry.track(ANALYTICS_EVENTS.reviewSent, {
        kind,
        filial_id: feedback.data.filialId,
        rating: draft.rating,
      });
      setSent(true);
    } catch (error) {
      if (signal.aborted) return;
      // A review the server already has (sent from another tab) is shown as it is stored.
      if (isApiError(error) && error.status === 409) feedback.reload();
      setProblem('sendFailed');
      setServerText(isApiError(error, 'network') ? t('errors.network.title') : (error as Error).message);
    } finally {
      if (!signal.aborted) setSending(false);
    }
  };

  const data = feedback.data;
  const title = kind === 'bill' ? t('feedback.review.titleBill') : t('feedback.review.title');
  return (
    <>
      <FeedbackStyles />
      <BackHeader title={title} backHref={backHrefOf(kind, id)} className="fb-header" />
      <main className="dk-main fb-stack" data-screen="review">
        {!data ? (
          <LoadState status={feedback.status} onRetry={feedback.reload} />
        ) : sent ? (
          <section className="fb-done" role="status" data-testid="review-sent">
            <h2>{t('feedback.review.sent')}</h2>
            {data.waiter ? <Link href={`/${kind}s/${id}/tip`}>{t('feedback.tips.title')}</Link> : null}
            <Link href={backHrefOf(kind, id)}>{t('feedback.tips.back')}</Link>
          </section>
        ) : data.review ? (
          <p data-testid="review-rated">
            {t('feedback.review.rated', { stars: t('feedback.review.stars', { count: data.review.rating }) })}
            {data.review.text ? <q className="fb-quote">{data.review.text}</q> : null}
          </p>
        ) : !data.reviewable ? (
          <p data-testid="review-not-yet">{t('feedback.review.notYet')}</p>
        ) : (
          <form
            className="fb-stack"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <RatingStars
              value={draft.rating}
              onChange={(rating) => update({ rating })}
              error={problem === 'ratingRequired' ? t('feedback.review.ratingRequired') : null}
            />
            <label htmlFor={textId}>{t('feedback.review.textLabel')}</label>
            <textarea
              id={textId}
              className="fb-text"
              rows={5}
              value={draft.text}
              placeholder={t('feedback.review.textPlaceholder')}
              aria-describedby={hintId}
              aria-invalid={problem === 'tooLong' || undefined}
              onChange={(event) => update({ text: event.target.value })}
            />
            <span id={hintId} className={problem === 'tooLong' ? 'fb-error' : 'dk-muted'}>
              {problem === 'tooLong'
                ? t('feedback.review.tooLong', { max: REVIEW_TEXT_MAX })
                : t('feedback.review.counter', { count: draft.text.trim().length, max: REVIEW_TEXT_MAX })}
            </span>
            {problem === 'sendFailed' ? (
              <p className="fb-error" role="alert">
                {t('feedback.review.sendFailed')} {serverText}
              </p>
            ) : null}
            <button type="submit" className="dk-button" disabled={sending} aria-busy={sending || undefined}>
              {t('feedback.review.send')}
            </button>
          </form>
        )}
      </main>
    </>
  );
}
