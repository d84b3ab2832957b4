import { useTranslation } from '../../../i18n/use-translation.tsx';
import type faq from '../../../i18n/locales/en/faq.ts';
import { useAppState } from '../../../state/app-core.ts';
import { CareButton } from '../../../ui/CareButton.tsx';
import { ProfileHeader } from '../components/ProfileHeader.tsx';
import { ProfileStyles } from '../components/ProfileStyles.tsx';

type FaqItem = keyof typeof faq.items;

/** The catalogue's order is the order the questions are shown in. */
const ITEMS: readonly FaqItem[] = [
  'cashback',
  'bonusExpiry',
  'bonusPayment',
  'lateDelivery',
  'billByQr',
  'accountDeletion',
];

/** docs/contract/screens.md#routes /faq: questions and answers as a disclosure list (details/summary work with keyboard and readers). */
export default function FaqScreen() {
  const { t } = useTranslation();
  // Guests read the FAQ too: their way back is Home, since the profile would ask them to sign in.
  const { accessToken } = useAppState().auth;
  return (
    <>
      <ProfileStyles />
      <ProfileHeader title={t('faq.title')} backHref={accessToken ? '/profile' : '/'} />
      <main className="dk-main" data-screen="faq">
        <div className="pf-faq">
          {ITEMS.map((item) => (
            <details key={item}>
              <summary>{t(`faq.items.${item}.question`)}</summary>
              <p>{t(`faq.items.${item}.answer`)}</p>
            </details>
          ))}
        </div>
        <p>{t('care.contact.faqPrompt')}</p>
        <CareButton />
      </main>
    </>
  );
}
