import type { ApiClient } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import { record, requiredNumber } from '../../../api/answer-fields.ts';
import { type BalanceCurrency, fetchUserBalance } from '../../../api/balance-endpoints.ts';

/** The loyalty grade as calculate-info names it (docs/contract/entities.md#grading "Reward balance"), in the request's language. */
export interface LoyaltyInfo {
  balance: number;
  /** The currency the balance is in, when the answer names one. */
  currency: 'KZT' | 'GEL' | null;
  gradeName: string;
  cashbackPercent: number;
}

export function parseLoyaltyInfo(body: unknown): LoyaltyInfo {
  const data = record(record(body).data);
  const source = Object.keys(data).length > 0 ? { ...data, ...record(data.attributes) } : record(body);
  const grade = record(source.grade);
  return {
    balance: requiredNumber(source.balance, 'balance'),
    currency: source.currency === 'KZT' || source.currency === 'GEL' ? source.currency : null,
    gradeName: typeof grade.name === 'string' ? grade.name : '',
    cashbackPercent: requiredNumber(
      grade.cashback_percent ?? source.cashback_percent ?? 0,
      'cashback_percent',
    ),
  };
}

function fetchLoyaltyInfo(client: ApiClient, signal: AbortSignal): Promise<LoyaltyInfo> {
  return client.get('ladder-go/api/v1/balance/calculate-info', { parse: parseLoyaltyInfo, signal });
}

const CHAT_PATH = 'telegram-user-notifications/v1/chat';

/**
 * The Telegram chat for order notifications (docs/contract/calls.md#answers-the-app-forgives). A linked user gets the chat's link; error_code 404
 * means no chat yet, and its data carries the user's start token, from which the bot's start link is made.
 * Null when neither shape gives a link; any other failure is thrown.
 */
export async function fetchChatLink(client: ApiClient, signal: AbortSignal): Promise<string | null> {
  try {
    return await client.get(CHAT_PATH, {
      signal,
      parse: (body) => {
        const link = record(record(body).data).link;
        return typeof link === 'string' && link !== '' ? link : null;
      },
    });
  } catch (error) {
    if (!isApiError(error) || (error.errorCode !== 404 && error.status !== 404)) throw error;
    const data = record(record(error.body).data);
    const token = data.start_token;
    const bot = data.bot;
    if (typeof token === 'string' && token !== '' && typeof bot === 'string' && bot !== '')
      return `https://t.me/${encodeURIComponent(bot)}?start=${encodeURIComponent(token)}`;
    return typeof data.link === 'string' && data.link !== '' ? data.link : null;
  }
}

/** The balance the profile shows, with the grade when calculate-info answered. */
export interface ProfileLoyalty {
  balance: number;
  currency: 'KZT' | 'GEL' | null;
  grade: { name: string; cashbackPercent: number } | null;
}

/**
 * calculate-info gives the balance and the grade; when it fails, GET /balance/user still gives the
 * balance (bonus plus money, as the header counts it), without a grade. Aborts are passed on.
 */
export async function fetchProfileLoyalty(
  client: ApiClient,
  currency: BalanceCurrency,
  signal: AbortSignal,
): Promise<ProfileLoyalty> {
  try {
    const info = await fetchLoyaltyInfo(client, signal);
    return {
      balance: info.balance,
      currency: info.currency,
      grade: info.gradeName ? { name: info.gradeName, cashbackPercent: info.cashbackPercent } : null,
    };
  } catch (error) {
    if (isApiError(error, 'aborted') || signal.aborted) throw error;
    const { bonus, money } = await fetchUserBalance(client, { currency, signal });
    return { balance: bonus + money, currency, grade: null };
  }
}
