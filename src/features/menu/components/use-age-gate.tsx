import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useAppStores } from '../../../state/app-core.ts';
import { ANALYTICS_EVENTS, useTelemetry } from '../../../telemetry/events.ts';
import { type AgeAnswer, AgeRestrictionModal } from '../../../ui/AgeRestrictionModal.tsx';

export interface AgeGate {
  /**
   * Resolves true when the guest may see or order a 21+ item: at once when this session already said yes
   * (docs/contract/states.md#age-restriction: once true it is not asked again), otherwise after the question is answered.
   */
  confirmAge(context: { productId: number; filialId: number }): Promise<boolean>;
  /** The question's modal; render it once in the screen. */
  modal: ReactNode;
}

/**
 * docs/contract/states.md#age-restriction, docs/contract/validation.md#age-21: the 21+ question for tobacco, alcohol and energy drinks. A yes or a no is stored for the
 * session; closing without an answer is tracked as 'closed' and stores nothing, so the next item asks again.
 */
export function useAgeGate(): AgeGate {
  const stores = useAppStores();
  const telemetry = useTelemetry();
  const [asking, setAsking] = useState(false);
  const pending = useRef<{ resolve: (ok: boolean) => void; context: Record<string, number> } | null>(null);

  useEffect(
    () => () => {
      pending.current?.resolve(false);
      pending.current = null;
    },
    [],
  );

  const confirmAge = useCallback<AgeGate['confirmAge']>(
    ({ productId, filialId }) => {
      if (stores.stored.ageConfirmed.get() === true) return Promise.resolve(true);
      pending.current?.resolve(false);
      return new Promise<boolean>((resolve) => {
        pending.current = { resolve, context: { product_id: productId, filial_id: filialId } };
        setAsking(true);
      });
    },
    [stores],
  );

  const onAnswer = (answer: AgeAnswer) => {
    const request = pending.current;
    pending.current = null;
    setAsking(false);
    telemetry.track(ANALYTICS_EVENTS.ageConfirmationShown, { ...request?.context, answer });
    if (answer !== 'closed') stores.stored.ageConfirmed.set(answer === 'accepted');
    request?.resolve(answer === 'accepted');
  };

  return { confirmAge, modal: <AgeRestrictionModal open={asking} onAnswer={onAnswer} /> };
}
