import { type ReactNode, use } from 'react';
import { useAppTexts } from '../i18n/use-translation.tsx';

/**
 * Renders its children once every text of the language is here: a start on Home loaded only Home's (ADR
 * 0027). Around whatever is not Home's own first screen (the other routes, the restore offer, the guest
 * prompts): asked for after Home's first paint, the texts are usually here already; otherwise they load
 * beside the component's chunk, under the same Suspense boundary, and no key or empty text shows.
 */
export function AllTexts({ children }: { children: ReactNode }) {
  const appTexts = useAppTexts();
  use(use(appTexts).complete());
  return children;
}
