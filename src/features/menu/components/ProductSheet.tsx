import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { OrderKind } from '../../../api/order-kinds.ts';
import { useMoneyOptions } from '../../../i18n/venue-currency.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useAppState, useAppStores } from '../../../state/app-core.ts';
import { cartKey } from '../../../state/cart.ts';
import { useTelemetry } from '../../../telemetry/events.ts';
import { BottomSheet } from '../../../ui/BottomSheet.tsx';
import { isCancelled, menuStoreOf } from '../api/menu-store.ts';
import { fetchRecommended } from '../api/menu-api.ts';
import type { AdditiveGroup } from '../../../api/additive-groups.ts';
import { availabilityOf, currentPrice, type MenuItem } from '../model/menu.ts';
import {
  chosenAdditives,
  firstUnmetGroup,
  initialSelection,
  type Selection,
  toggleAdditive,
  unitTotal,
} from '../../../state/option-rules.ts';
import { AdditiveGroupField } from './AdditiveGroupField.tsx';
import { addableQuantity, addToCart } from './add-to-cart.tsx';
import { LazyImage, availabilityLabel, Price, ProductStrip } from './item-cards.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';

/** The weight or volume line by the item's unit. */
const UNIT_TEXT: Record<string, 'menu.units.g' | 'menu.units.ml' | 'menu.units.pcs'> = {
  g: 'menu.units.g',
  ml: 'menu.units.ml',
  pcs: 'menu.units.pcs',
};

type GroupsState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; groups: AdditiveGroup[] };

export interface ProductSheetProps {
  /** The item shown; null closes the sheet. */
  item: MenuItem | null;
  filialId: number;
  kind: OrderKind;
  /** Finds a menu item by id (the cart's lines, for recommendations). */
  lookup: (itemId: number) => MenuItem | undefined;
  source: 'menu' | 'search';
  onClose: () => void;
  /** Opens another item in the sheet (a recommendation was tapped). */
  onOpenItem: (item: MenuItem) => void;
}

/**
 * The product sheet: a low photo (none without one), description, cooking time, the additive groups with their
 * min/max rules, the quantity, add to cart, and what goes well with it. Additive groups come from the per-mount
 * cache; a request still on its way for a previous product is aborted (docs/contract/states.md#additive-groups-cache) and its cancellation ignored.
 */
export function ProductSheet(props: ProductSheetProps) {
  const { item, onClose } = props;
  return (
    <BottomSheet open={item !== null} onClose={onClose} title={item?.name ?? ''} showCloseButton>
      {item ? <ProductDetails key={item.id} {...props} item={item} /> : null}
    </BottomSheet>
  );
}

function ProductDetails({
  item,
  filialId,
  kind,
  lookup,
  source,
  onClose,
  onOpenItem,
}: ProductSheetProps & { item: MenuItem }) {
  const { t } = useTranslation();
  const money = useMoneyOptions();
  const client = useApiClient();
  const state = useAppStores();
  const telemetry = useTelemetry();
  const store = menuStoreOf(client);
  const auth = useAppState().auth;
  const carts = useAppState().cart;
  const signedIn = Boolean(auth.accessToken);
  const request = { filialId, productId: item.id, kind, favourite: signedIn };

  const [groups, setGroups] = useState<GroupsState>(() => {
    if (!item.has_additive_categories) return { status: 'none' };
    const cached = store.additives.peek(request);
    return cached ? { status: 'ready', groups: cached } : { status: 'loading' };
  });
  const [selection, setSelection] = useState<Selection>(() =>
    groups.status === 'ready' ? initialSelection(groups.groups) : {},
  );
  const [attempt, setAttempt] = useState(0);
  const [refusedGroup, setRefusedGroup] = useState<number | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [recommended, setRecommended] = useState<MenuItem[]>([]);
  const fields = useRef(new Map<number, HTMLFieldSetElement>());

  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is rebuilt from these each render
  useEffect(() => {
    if (!item.has_additive_categories || (groups.status === 'ready' && attempt === 0)) return;
    let current = true;
    let settled = false;
    setGroups({ status: 'loading' });
    store.additives.load(request).then(
      (loaded) => {
        settled = true;
        if (!current) return;
        setGroups({ status: 'ready', groups: loaded });
        setSelection(initialSelection(loaded));
      },
      (error: unknown) => {
        settled = true;
        if (current && !isCancelled(error)) setGroups({ status: 'error' });
      },
    );
    return () => {
      current = false;
      // A sheet closed before its options came stops waiting for them.
      if (!settled) store.additives.abort();
    };
  }, [item.id, filialId, kind, signedIn, attempt]);

  const cart = carts.carts[cartKey(filialId, kind)];
  const cartIds = (cart?.items ?? []).map((line) => line.productId).join(',');
  useEffect(() => {
    const controller = new AbortController();
    const inCart = cartIds
      .split(',')
      .map((id) => lookup(Number(id)))
      .filter((found): found is MenuItem => found !== undefined);
    fetchRecommended(client, { filialId, items: [item, ...inCart], kind }, controller.signal).then(
      (found) => setRecommended(found.slice(0, 8)),
      () => setRecommended([]),
    );
    return () => controller.abort();
  }, [client, filialId, item, kind, cartIds, lookup]);

  const availability = availabilityOf(item, kind);
  const stateLabel = availabilityLabel(t, availability, kind);
  const ready = groups.status === 'none' || groups.status === 'ready';
  const loadedGroups = groups.status === 'ready' ? groups.groups : [];
  const additives = chosenAdditives(loadedGroups, selection);
  const cap = addableQuantity(state.cart, filialId, kind, item);
  const amount = unitTotal(currentPrice(item), additives) * Math.min(quantity, Math.max(cap, 1));
  /** Why the item cannot go in the cart at all (not orderable now, or its promo limit is used up). */
  const blocked = stateLabel ?? (cap < 1 ? t('menu.promoLimitReached') : null);

  const onToggle = (group: AdditiveGroup, additiveId: number) => {
    const result = toggleAdditive(group, selection, additiveId);
    setSelection(result.selection);
    setRefusedGroup(result.refused ? group.id : null);
  };

  const onAdd = () => {
    if (blocked || !ready) return;
    const unmet = firstUnmetGroup(loadedGroups, selection);
    if (unmet) {
      setShowMissing(true);
      fields.current.get(unmet.id)?.focus();
      return;
    }
    addToCart(
      { carts: state.cart, telemetry },
      { filialId, kind, item, quantity: Math.min(quantity, cap), additives, source },
    );
    state.notifications.notify({ type: 'success', text: t('menu.addedToCart', { name: item.name }) });
    onClose();
  };

  return (
    <div className="dkm-sheet" data-product-sheet={item.id}>
      {/* A dish with no photo has no hero: a pictogram that large would only push the options down. */}
      {item.image_url !== null ? (
        <LazyImage className="dkm-sheet-photo" src={item.image_url} width={360} height={140} />
      ) : null}
      {item.description ? <p>{item.description}</p> : null}
      <p className="dk-muted">
        {[
          item.weight !== null && item.unit
            ? t(UNIT_TEXT[item.unit] ?? 'menu.units.g', { value: item.weight })
            : null,
          item.cooking_time
            ? t('menu.cookingTime', { time: t('common.minutes', { count: item.cooking_time }) })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <Price item={item} />
      {item.promo_limit !== null ? (
        <p className="dk-muted">{t('menu.promoLimit', { count: item.promo_limit })}</p>
      ) : null}
      {groups.status === 'loading' ? (
        <p className="dk-loading" role="status">
          {t('common.states.loading')}
        </p>
      ) : null}
      {groups.status === 'error' ? (
        <div className="dk-load-error" role="alert">
          <p>{t('menu.optionsFailed')}</p>
          <button
            type="button"
            className="dk-button dk-button-secondary"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('common.actions.retry')}
          </button>
        </div>
      ) : null}
      {loadedGroups.map((group) => (
        <AdditiveGroupField
          key={group.id}
          ref={(element) => {
            if (element) fields.current.set(group.id, element);
            else fields.current.delete(group.id);
          }}
          group={group}
          selection={selection}
          showMissing={showMissing}
          refused={refusedGroup === group.id}
          onToggle={onToggle}
        />
      ))}
      <ProductStrip title={t('menu.recommended')} items={recommended} kind={kind} onOpen={onOpenItem} />
      <div className="dkm-sheet-actions">
        {blocked ? (
          // What cannot be ordered offers no add button at all, only the reason (docs/contract/validation.md#unavailable-dishes).
          <p className="dkm-note" role="status">
            {blocked}
          </p>
        ) : (
          <>
            <QuantityStepper value={Math.min(quantity, cap)} max={cap} onChange={setQuantity} />
            <button type="button" className="dk-button" disabled={!ready} onClick={onAdd}>
              {t('menu.addFor', { amount, ...money })}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
