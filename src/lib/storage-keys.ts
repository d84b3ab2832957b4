/**
 * The storage keys of docs/contract/entities.md#stored-values under their names. Local storage keeps what should outlive the tab; session
 * storage what belongs to one visit: the age answer and the address confirmation are asked once per session
 * (docs/contract/states.md#age-restriction, docs/contract/states.md#addresses), and the temporary terminal, menu and redirect data belong to the flow that set them (a table QR,
 * the address setup).
 */
export const LOCAL_KEYS = {
  trackId: 'trackId',
  accessToken: 'accessToken',
  service: 'service.v3',
  townId: 'townId',
  deviceId: 'deviceId',
  activeAddress: 'activeAddress',
  tempAddress: 'tempAddress',
  userAddressList: 'userAddressList',
  carts: 'cart',
  searchHistory: 'searchHistory',
  tabletSession: 'tablet-session',
  language: 'lang',
  pendingOrder: 'pendingOrder',
} as const;

export const SESSION_KEYS = {
  authIdempotencyKey: 'authIdempotencyKey',
  ageRestriction: 'ageRestriction',
  isAddressConfirmed: 'isAddressConfirmed',
  tempTerminals: 'tempTerminals',
  menuTempData: 'menuTempData',
  redirectUrl: 'redirectUrl',
  /** Set when the guest leaves for a payment app or page: back from there goes Home (docs/contract/screens.md#back). */
  fromPayment: 'dk-from-payment',
  /** A review being written (rating and text) survives a reload or a failed send. */
  reviewDraft: 'dk-review-draft',
} as const;
