export {
  createTrack,
  exchangeAuthorizationCode,
  exchangeTrackId,
  type TokenGrant,
} from './auth-endpoints.ts';
export {
  type BalanceCurrency,
  fetchBonusBalance,
  fetchRewardBalance,
  fetchUserBalance,
  type RewardBalance,
  type UserBalance,
} from './balance-endpoints.ts';
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiErrorReport,
  type ApiExchange,
  type ApiExchangeOutcome,
  type ApiMonitor,
  type ApiRequestOptions,
  apiBaseUrl,
  type BodyParser,
  createApiClient,
  type HttpMethod,
  type UnauthorizedContext,
} from './client.ts';
export {
  ApiAbortedError,
  ApiError,
  type ApiErrorCode,
  ApiHttpError,
  ApiMalformedResponseError,
  ApiNetworkError,
  ApiNotFoundError,
  ApiServerError,
  ApiTimeoutError,
  ApiUnauthorizedError,
  ApiValidationError,
  type FieldIssue,
  isApiError,
} from './errors.ts';
export { normalizeMany, normalizeOne, type Page, type Resource, toPage } from './json-api.ts';
export {
  createOrderSubmitter,
  ORDER_PATHS,
  type OrderKind,
  type OrderSubmitter,
  type PendingOrder,
} from './order-submission.ts';
export { type QueryParams, toQueryString } from './query-string.ts';
export {
  birthdayForDisplay,
  birthdayFromDisplay,
  deleteAvatar,
  fetchUser,
  type Gender,
  saveProfileLanguage,
  updateUser,
  uploadAvatar,
  type User,
  type UserUpdate,
} from './user-endpoints.ts';
