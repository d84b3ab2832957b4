/** Stored per venue (JSON column); money in minor units. Shown through the terminal settings resource. */
export interface FilialSettings {
  service_percentage: number;
  linked_terminals: number[];
  is_check_pulling_enabled: boolean;
  exclude_from_terminal_linking: boolean;
  has_tablet: boolean;
  vendor_delivery_enabled: boolean;
  vendor_delivery_cost: number;
  vendor_max_sum: number;
  vendor_min_sum: number;
  is_loyalty_balance_button_disabled: boolean;
  private_reward_enabled: boolean;
  close_in_advance_minutes: number;
  is_payment_button_disabled: boolean;
  is_online_payment_disabled: boolean;
  is_cash_enabled: boolean;
  max_bonus_usage_percentage: number;
}

export type PaymentType = 'online' | 'cash';

/** docs/contract/entities.md#payment-types: none if the payment button is disabled; online unless disabled; cash if enabled. */
export function paymentTypesOf(settings: FilialSettings): PaymentType[] {
  if (settings.is_payment_button_disabled) return [];
  const types: PaymentType[] = [];
  if (!settings.is_online_payment_disabled) types.push('online');
  if (settings.is_cash_enabled) types.push('cash');
  return types;
}
