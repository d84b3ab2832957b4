import type { CartAdditive } from './cart.ts';
import type { AdditiveGroup } from '../api/additive-groups.ts';

/** The additives chosen per group: group id to additive ids, each taken once. */
export type Selection = Readonly<Record<number, readonly number[]>>;

export interface ToggleResult {
  selection: Selection;
  /** 'max' when the choice was refused because the group is full (docs/contract/validation.md#option-groups). */
  refused: 'max' | null;
}

export interface GroupStatus {
  count: number;
  /** How many more must be chosen to reach the group's minimum; 0 when satisfied. */
  missing: number;
  /** The group holds its maximum (more are refused, or replace the choice when max is 1). */
  full: boolean;
}

const chosenIn = (selection: Selection, groupId: number): readonly number[] => selection[groupId] ?? [];

/**
 * The choice a sheet opens with: what the guest picked last time (favourite endpoint's last_selected),
 * kept only where those additives still exist and within each group's maximum.
 */
export function initialSelection(groups: readonly AdditiveGroup[]): Selection {
  const selection: Record<number, number[]> = {};
  for (const group of groups) {
    if (!group.lastSelected) continue;
    const known = new Set(group.additives.map((additive) => additive.id));
    const kept = [...new Set(group.lastSelected)].filter((id) => known.has(id)).slice(0, group.max);
    if (kept.length) selection[group.id] = kept;
  }
  return selection;
}

/**
 * Checks or unchecks one additive. A group whose max is 1 behaves as a radio group (a new choice replaces
 * the old one); any other group refuses a choice beyond its max, leaving the selection as it was.
 */
export function toggleAdditive(group: AdditiveGroup, selection: Selection, additiveId: number): ToggleResult {
  if (!group.additives.some((additive) => additive.id === additiveId)) return { selection, refused: null };
  const current = chosenIn(selection, group.id);
  if (current.includes(additiveId)) {
    return {
      selection: { ...selection, [group.id]: current.filter((id) => id !== additiveId) },
      refused: null,
    };
  }
  if (group.max === 1) return { selection: { ...selection, [group.id]: [additiveId] }, refused: null };
  if (current.length >= group.max) return { selection, refused: 'max' };
  return { selection: { ...selection, [group.id]: [...current, additiveId] }, refused: null };
}

export function groupStatus(group: AdditiveGroup, selection: Selection): GroupStatus {
  const count = chosenIn(selection, group.id).length;
  return { count, missing: Math.max(0, group.min - count), full: count >= group.max };
}

/** The first group short of its minimum (docs/contract/validation.md#option-groups 'choose at least {count}'), or null when all are met. */
export function firstUnmetGroup(
  groups: readonly AdditiveGroup[],
  selection: Selection,
): AdditiveGroup | null {
  return groups.find((group) => groupStatus(group, selection).missing > 0) ?? null;
}

/** The chosen additives as cart lines carry them, in the groups' order. */
export function chosenAdditives(groups: readonly AdditiveGroup[], selection: Selection): CartAdditive[] {
  const result: CartAdditive[] = [];
  for (const group of groups) {
    const chosen = new Set(chosenIn(selection, group.id));
    for (const additive of group.additives) {
      if (chosen.has(additive.id))
        result.push({ id: additive.id, name: additive.name, price: additive.price, quantity: 1 });
    }
  }
  return result;
}

/** One unit with its additives. */
export function unitTotal(price: number, additives: readonly CartAdditive[]): number {
  return additives.reduce((sum, additive) => sum + additive.price * additive.quantity, price);
}
