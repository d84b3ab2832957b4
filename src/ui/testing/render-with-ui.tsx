import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from '../../i18n/use-translation.tsx';
import { createI18n } from '../../i18n/create-i18n.ts';
import type { Language } from '../../i18n/languages.ts';
import { createLayerStack } from '../../lib/layer-stack.ts';
import { UiContext } from '../ui-context.tsx';

/**
 * Renders a UI-kit component as a mount would: real texts of one language, a layer stack, and portals
 * into an element of their own (queries run against document.body, which holds both).
 */
export async function renderWithUi(node: ReactNode, language: Language = 'en') {
  const texts = await createI18n({ language });
  const portalTarget = document.createElement('div');
  document.body.append(portalTarget);
  const layers = createLayerStack();
  const result = render(
    <I18nextProvider i18n={texts.i18n}>
      <UiContext value={{ portalTarget, layers }}>{node}</UiContext>
    </I18nextProvider>,
  );
  return { ...result, layers, portalTarget };
}
