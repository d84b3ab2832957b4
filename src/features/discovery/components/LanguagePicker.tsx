import { useTranslation, useAppTexts } from '../../../i18n/use-translation.tsx';
import { saveProfileLanguage } from '../../../api/user-endpoints.ts';
import { LANGUAGE_NAMES, type Language } from '../../../i18n/languages.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useAppState, useAppStores } from '../../../state/app-core.ts';
import { BottomSheet } from '../../../ui/BottomSheet.tsx';

/** docs/contract/product.md#languages: the build offers kk, ru and en; Georgian is in the extended list (offered in Georgia, or when in use). */
function offeredLanguages(country: 'kz' | 'ge', current: string): Language[] {
  const base: Language[] = ['kk', 'ru', 'en'];
  return country === 'ge' || current === 'ka' ? [...base, 'ka'] : base;
}

/**
 * The language picker: switches the mount's texts (its i18n `setLanguage`, which stores 'lang'), and tells the
 * profile when the guest is signed in (docs/contract/calls.md#profile-calls POST profile/api/v1/profile/language).
 */
export function LanguagePicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const stores = useAppStores();
  const client = useApiClient();
  const appTexts = useAppTexts();
  const { country } = useAppState().restrictions;
  const current = i18n.language;

  const choose = async (language: Language) => {
    onClose();
    if (language === current) return;
    const texts = await appTexts;
    await texts.setLanguage(language);
    stores.stored.language.set(language);
    if (stores.root.auth.accessToken) {
      saveProfileLanguage(client, language).catch(() => {
        // The interface has switched; the profile learns it at the next change. The client reported the failure.
      });
    }
  };

  return (
    <BottomSheet open={open} onClose={onClose} title={t('places.languagePicker.title')} showCloseButton>
      <ul className="dkd-picker-list" data-testid="language-list">
        {offeredLanguages(country, current).map((language) => (
          <li key={language}>
            <button
              type="button"
              lang={language}
              aria-current={language === current}
              data-language={language}
              onClick={() => void choose(language)}
            >
              {LANGUAGE_NAMES[language]}
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
