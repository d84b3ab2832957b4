import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from './use-translation.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';
import type { Language } from './languages.ts';
import { loadCatalogue } from './load-catalogue.ts';

function Greeting() {
  const { t } = useTranslation();
  return <h1>{t('common.greeting.guest')}</h1>;
}

afterEach(cleanup);

describe('the i18n instance in React', () => {
  it('renders two mounts in two languages side by side', async () => {
    const kk = await createI18n({ language: 'kk' });
    const en = await createI18n({ language: 'en' });
    render(
      <>
        <I18nextProvider i18n={kk.i18n}>
          <Greeting />
        </I18nextProvider>
        <I18nextProvider i18n={en.i18n}>
          <Greeting />
        </I18nextProvider>
      </>,
    );
    expect(screen.getAllByRole('heading').map((node) => node.textContent)).toEqual([
      'Сәлем, қонақ',
      'Hi, guest',
    ]);
  });

  it('re-renders when the language changes', async () => {
    const app = await createI18n({ language: 'kk' });
    render(
      <I18nextProvider i18n={app.i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    await act(() => app.setLanguage('ka'));
    expect(screen.getByRole('heading').textContent).toBe('გამარჯობა, სტუმარო');
  });

  it('shows the Russian text once the fallback arrives for a text missing in the language', async () => {
    const load = async (language: Language) => {
      const catalogue = structuredClone(await loadCatalogue(language));
      if (language === 'kk') delete (catalogue.common.greeting as { guest?: string }).guest;
      return catalogue;
    };
    const app = await createI18n({ language: 'kk', load });
    render(
      <I18nextProvider i18n={app.i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('common.greeting.guest');
    expect((await screen.findByText('Привет, гость')).tagName).toBe('H1');
  });
});
