import { ApiError } from '../http/api-error.ts';
import type { LocalText } from '../http/language.ts';
import { MESSAGES } from '../http/messages.ts';
import type { Sql } from '../store/sql.ts';
import type { Currency } from './money.ts';
import { getOrder } from './order-lifecycle.ts';

/** What a guest can rate and tip: one of their own orders, or a table bill they paid. */
export interface FeedbackSubject {
  kind: 'order' | 'bill';
  id: number;
  filialId: number;
  currency: Currency;
  /** The sum tips are offered as percentages of, in minor units. */
  baseAmount: number;
  waiter: { id: number; name: string } | null;
  /** Why it cannot be rated yet, or null when it can. */
  notReviewable: 'not_completed' | null;
}

export interface ReviewRow {
  id: number;
  rating: number;
  text: string;
  created_at: number;
}

const t = (kk: string, ru: string, en: string, ka: string): LocalText => ({ kk, ru, en, ka });

export const FEEDBACK_MESSAGES = {
  notReviewable: t(
    'Тапсырысты ол аяқталғаннан кейін бағалауға болады',
    'Оценить заказ можно после того, как он будет выполнен',
    'You can rate the order once it is completed',
    'შეკვეთის შეფასება შესაძლებელია მისი დასრულების შემდეგ',
  ),
  alreadyReviewed: t(
    'Сіз бұны бағалап қойдыңыз',
    'Вы уже оставили отзыв',
    'You have already left a review',
    'თქვენ უკვე დატოვეთ შეფასება',
  ),
  ratingRequired: t(
    '1-ден 5-ке дейін баға қойыңыз',
    'Поставьте оценку от 1 до 5',
    'Choose a rating from 1 to 5',
    'აირჩიეთ შეფასება 1-დან 5-მდე',
  ),
  billNotFound: t('Шот табылмады', 'Счёт не найден', 'The bill was not found', 'ანგარიში ვერ მოიძებნა'),
  tipAmountInvalid: t(
    'Шайпұл сомасы нөлден көп болуы керек, үтірден кейін ең көбі екі таңба',
    'Сумма чаевых должна быть больше нуля, не больше двух знаков после запятой',
    'The tip must be more than zero, with at most two decimals',
    'ჩაის ფულის თანხა ნულზე მეტი უნდა იყოს, მაქსიმუმ ორი ათწილადი ნიშნით',
  ),
  tipTooLarge: t(
    'Шайпұл тапсырыс немесе шот сомасынан аспауы керек',
    'Чаевые не могут быть больше суммы заказа или счёта',
    'The tip cannot be more than the order or bill total',
    'ჩაის ფული ვერ იქნება შეკვეთის ან ანგარიშის თანხაზე მეტი',
  ),
  waiterNotAtVenue: t(
    'Бұл даяшы осы мекемеде жұмыс істемейді',
    'Этот официант не работает в этом заведении',
    'This waiter does not work at this venue',
    'ეს მიმტანი ამ დაწესებულებაში არ მუშაობს',
  ),
  noTipRecipient: t(
    'Бұл тапсырыстың даяшысы жоқ',
    'У этого заказа нет официанта',
    'This order has no waiter to tip',
    'ამ შეკვეთას არ ჰყავს მიმტანი',
  ),
};

function waiterById(sql: Sql, id: number | null): { id: number; name: string } | null {
  if (id === null) return null;
  return sql.get<{ id: number; name: string }>('SELECT id, name FROM waiters WHERE id = ?', id) ?? null;
}

/** An order of the user's; its waiter is the one of the table an express order was placed at. */
export function orderSubject(sql: Sql, userId: number, orderId: number): FeedbackSubject | null {
  const order = getOrder(sql, orderId);
  if (!order || order.user_id !== userId) return null;
  const table =
    order.table_id === null
      ? undefined
      : sql.get<{ waiter_id: number }>(
          'SELECT waiter_id FROM restaurant_tables WHERE id = ?',
          order.table_id,
        );
  return {
    kind: 'order',
    id: order.id,
    filialId: order.filial_id,
    currency: order.currency as Currency,
    baseAmount: order.total,
    waiter: waiterById(sql, table?.waiter_id ?? null),
    notReviewable: order.status === 'completed' ? null : 'not_completed',
  };
}

/** A bill the user paid, whole or a part of it: only its payers rate it, and only once it is paid. */
function billSubject(sql: Sql, userId: number, billId: number): FeedbackSubject | null {
  const bill = sql.get<{
    id: number;
    filial_id: number;
    waiter_id: number;
    amount: number;
    currency: Currency;
    status: string;
  }>('SELECT id, filial_id, waiter_id, amount, currency, status FROM bills WHERE id = ?', billId);
  const payer = sql.get(
    "SELECT track_id FROM bill_payments WHERE bill_id = ? AND user_id = ? AND status = 'paid'",
    billId,
    userId,
  );
  if (!bill || !payer) return null;
  return {
    kind: 'bill',
    id: bill.id,
    filialId: bill.filial_id,
    currency: bill.currency,
    baseAmount: bill.amount,
    waiter: waiterById(sql, bill.waiter_id),
    notReviewable: bill.status === 'paid' ? null : 'not_completed',
  };
}

/** The user's order or paid bill, else 404 alike for one of another user and one that does not exist. */
export function subjectOrThrow(
  sql: Sql,
  userId: number,
  kind: 'order' | 'bill',
  id: number,
): FeedbackSubject {
  const subject = kind === 'order' ? orderSubject(sql, userId, id) : billSubject(sql, userId, id);
  if (subject) return subject;
  throw kind === 'order'
    ? new ApiError(404, { code: 'order_not_found', title: MESSAGES.orderNotFound })
    : new ApiError(404, { code: 'bill_not_found', title: FEEDBACK_MESSAGES.billNotFound });
}

export function reviewOf(sql: Sql, subject: FeedbackSubject): ReviewRow | null {
  const column = subject.kind === 'order' ? 'order_id' : 'bill_id';
  return (
    sql.get<ReviewRow>(`SELECT id, rating, text, created_at FROM reviews WHERE ${column} = ?`, subject.id) ??
    null
  );
}

/** Stores the review and moves the venue's rating to the new average (one decimal, as the cards show it). */
export function addReview(
  sql: Sql,
  userId: number,
  subject: FeedbackSubject,
  rating: number,
  text: string,
  now: number,
): ReviewRow {
  const { lastId } = sql.run(
    'INSERT INTO reviews (user_id, filial_id, order_id, bill_id, rating, text, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    userId,
    subject.filialId,
    subject.kind === 'order' ? subject.id : null,
    subject.kind === 'bill' ? subject.id : null,
    rating,
    text,
    now,
  );
  sql.run(
    'UPDATE filials SET rating = ROUND((rating * reviews_count + ?) / (reviews_count + 1), 1), reviews_count = reviews_count + 1 WHERE id = ?',
    rating,
    subject.filialId,
  );
  return { id: lastId, rating, text, created_at: now };
}

/** The tip presets a guest is offered, in percent of the order or bill. */
export const TIP_PRESETS = [5, 10, 15] as const;
