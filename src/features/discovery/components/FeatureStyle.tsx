import { use } from 'react';
import { useUiScope } from '../../../ui/ui-context.tsx';
import { loadDiscoverySheet } from '../discovery-sheet.ts';

/**
 * The feature's stylesheet inside the mount's shadow root (portals included: they live in the same root),
 * unless the page's own sheet holds it already (the app shell's, ADR 0027). Its text is a chunk the route
 * asked for beside the screen's (discovery-sheet.ts), so the first render finds it here.
 */
export function FeatureStyle() {
  const { pageSheet } = useUiScope();
  if (pageSheet) return null;
  return <style data-sheet="discovery">{use(loadDiscoverySheet())}</style>;
}
