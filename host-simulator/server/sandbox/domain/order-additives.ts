import type { ApiErrorInit } from '../http/api-error.ts';
import { type Fields, listOf, moneyField, numberField } from '../http/body-fields.ts';
import { type Language, localiseJson, parseLocalText } from '../http/language.ts';
import { MESSAGES } from '../http/messages.ts';
import type { AdditiveRow, GroupLink } from './menu.ts';
import { toMajor } from './money.ts';
import type { StoredAdditive } from './order-types.ts';

/** One order line's product as the additive check needs it. */
export interface LineContext {
  productId: number;
  name: string;
  links: GroupLink[];
  additives: Map<number, AdditiveRow[]>;
  lang: Language;
  at: (field: string) => string;
}

/** Problems found in one line's additives, sorted by the kind the client fixes them as. */
export interface AdditiveProblems {
  badAdditives: ApiErrorInit[];
  changed: ApiErrorInit[];
}

function changedAdditivePrice(
  line: LineContext,
  additive: AdditiveRow,
  shown: number,
  k: number,
): ApiErrorInit {
  const name = localiseJson(additive.name, line.lang);
  return {
    code: 'price_changed',
    title: MESSAGES.priceChanged,
    detail: `${line.name} + ${name}: ${toMajor(shown)} → ${toMajor(additive.price)}`,
    source: { pointer: line.at(`additives/${k}/price`) },
    meta: {
      product_id: line.productId,
      additive_id: additive.id,
      name,
      shown_price: toMajor(shown),
      price: toMajor(additive.price),
    },
  };
}

function groupLimitProblems(line: LineContext, perGroup: Map<number, number>): ApiErrorInit[] {
  const problems: ApiErrorInit[] = [];
  for (const link of line.links) {
    const picked = perGroup.get(link.group_id) ?? 0;
    if (picked >= link.min && picked <= link.max) continue;
    problems.push({
      code: picked < link.min ? 'additives_too_few' : 'additives_too_many',
      title:
        picked < link.min
          ? `${line.name}: choose at least ${link.min}`
          : `${line.name}: you selected the max number of positions (${link.max})`,
      source: { pointer: line.at('additives') },
      meta: {
        product_id: line.productId,
        group_id: link.group_id,
        min: link.min,
        max: link.max,
        selected: picked,
      },
    });
  }
  return problems;
}

/**
 * Checks a line's additive choices against the product's groups: each additive must belong to one of
 * them, each group's count must stay within its min and max, and the price the client showed must be
 * today's. Returns the additives to store and the problems, which the caller reports with the other lines'.
 */
export function chosenAdditives(
  line: Fields,
  context: LineContext,
  problems: AdditiveProblems,
): StoredAdditive[] {
  const { at, additives } = context;
  const chosen = line.additives === undefined ? [] : listOf(line, 'additives');
  const stored: StoredAdditive[] = [];
  const perGroup = new Map<number, number>();
  chosen.forEach((choice, k) => {
    const additiveId = numberField(choice, 'id', {
      required: true,
      integer: true,
      pointer: at(`additives/${k}/id`),
    }) as number;
    const additiveCount =
      numberField(choice, 'count', {
        integer: true,
        min: 1,
        max: 10,
        pointer: at(`additives/${k}/count`),
      }) ?? 1;
    const link = context.links.find((l) =>
      (additives.get(l.group_id) ?? []).some((a) => a.id === additiveId),
    );
    const additive = link ? (additives.get(link.group_id) ?? []).find((a) => a.id === additiveId) : undefined;
    if (!link || !additive) {
      problems.badAdditives.push({
        code: 'additive_not_allowed',
        title: `${context.name}: additive ${additiveId} does not belong to this item`,
        source: { pointer: at(`additives/${k}/id`) },
        meta: { product_id: context.productId, additive_id: additiveId },
      });
      return;
    }
    perGroup.set(link.group_id, (perGroup.get(link.group_id) ?? 0) + additiveCount);
    const shown = moneyField(choice, 'price', { pointer: at(`additives/${k}/price`) }) ?? additive.price;
    if (shown !== additive.price) problems.changed.push(changedAdditivePrice(context, additive, shown, k));
    stored.push({
      id: additive.id,
      group_id: link.group_id,
      name: parseLocalText(additive.name),
      price: additive.price,
      count: additiveCount,
    });
  });
  problems.badAdditives.push(...groupLimitProblems(context, perGroup));
  return stored;
}
