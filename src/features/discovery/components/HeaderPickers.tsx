import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { LANGUAGE_NAMES, type Language } from '../../../i18n/languages.ts';
import { useAppState } from '../../../state/app-core.ts';
import { useTownName } from '../hooks/use-town-name.ts';
import { Icon } from '../../../ui/Icon.tsx';
import chevronDown from 'lucide/dist/esm/icons/chevron-down.mjs';

// The pickers are opened by few guests and not on the first screen: their code loads when one opens.
const TownPicker = lazy(() => import('./TownPicker.tsx').then((module) => ({ default: module.TownPicker })));
const LanguagePicker = lazy(() =>
  import('./LanguagePicker.tsx').then((module) => ({ default: module.LanguagePicker })),
);

/** The header's town and language buttons with their pickers; `townPickerOpen` lets the far-town prompt open it. */
export function HeaderPickers({
  townPickerOpen,
  onTownPickerChange,
}: {
  townPickerOpen: boolean;
  onTownPickerChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const { townId } = useAppState().device;
  const townName = useTownName();
  const [languageOpen, setLanguageOpen] = useState(false);
  const language = i18n.language as Language;
  return (
    <>
      <button
        type="button"
        className="dkd-chip dkd-town"
        aria-haspopup="dialog"
        aria-label={t('places.townPicker.button', { town: townName(townId) })}
        onClick={() => onTownPickerChange(true)}
        data-testid="town-button"
      >
        {townName(townId)} <Icon icon={chevronDown} size={16} />
      </button>
      <button
        type="button"
        className="dkd-chip"
        aria-haspopup="dialog"
        onClick={() => setLanguageOpen(true)}
        data-testid="language-button"
      >
        {/* The name starts with the visible code, so "EN" said or typed finds the button (WCAG 2.5.3). */}
        {language.toUpperCase()}
        <span className="dk-visually-hidden">
          {' '}
          {t('places.languagePicker.button', { language: LANGUAGE_NAMES[language] ?? language })}
        </span>
      </button>
      <Suspense fallback={null}>
        {townPickerOpen ? <TownPicker open onClose={() => onTownPickerChange(false)} /> : null}
        {languageOpen ? <LanguagePicker open onClose={() => setLanguageOpen(false)} /> : null}
      </Suspense>
    </>
  );
}
