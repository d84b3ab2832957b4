import type { TimelineEntry } from '../host-panel/host-session.ts';
import { frameRoute, frameScreen, frameText } from './app-frame.ts';
import { matches, matchingEntries, routeMatches } from './match.ts';
import type { Step } from './scenario-format.ts';

export interface AssertContext {
  frame: HTMLIFrameElement;
  /** The host session's messages so far. */
  timeline(): readonly TimelineEntry[];
  /** The scenario user's orders in the sandbox, newest first. */
  orders(): Promise<unknown[]>;
}

/** Whether an assertion holds now, and what was seen (the step's detail, or why it failed). */
export async function checkAssertion(
  step: Extract<Step, { assert: string }>,
  context: AssertContext,
): Promise<{ holds: boolean; seen: string }> {
  const { frame } = context;
  if (step.assert === 'sent') {
    const count = matchingEntries(context.timeline(), step.message, 'app-to-host').length;
    return { holds: count === step.count, seen: `${count} sent` };
  }
  if (step.assert === 'orders') {
    const orders = await context.orders();
    const count = orders.filter((order) => step.match === undefined || matches(order, step.match)).length;
    return { holds: count === step.count, seen: `${count} orders` };
  }
  if (step.assert === 'route') {
    const route = frameRoute(frame);
    return { holds: routeMatches(route?.split('?')[0] ?? '', step.path), seen: `route ${route}` };
  }
  if (step.assert === 'screen') {
    const screen = frameScreen(frame);
    return { holds: screen === step.screen, seen: `screen ${screen}` };
  }
  const shown = frameText(frame);
  const found = shown.includes(step.text.replace(/\s+/g, ' '));
  if (found !== !step.absent) return { holds: false, seen: `the app shows: ${shown.slice(0, 300)}` };
  return { holds: true, seen: found ? `found "${step.text}"` : `"${step.text}" is gone` };
}
