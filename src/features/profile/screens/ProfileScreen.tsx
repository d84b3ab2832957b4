import { useId, useState } from 'react';
import { useTranslation, useAppTexts } from '../../../i18n/use-translation.tsx';
import { Link, useLocation, useSearch } from 'wouter';
import { saveProfileLanguage, fetchUser, USER_PATH } from '../../../api/user-endpoints.ts';
import { formatMoney } from '../../../i18n/format-number.ts';
import { isLanguage, LANGUAGE_NAMES, type Language } from '../../../i18n/languages.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useAppState, useAppStores, useAuth } from '../../../state/app-core.ts';
import { ANALYTICS_EVENTS, useTelemetry } from '../../../telemetry/events.ts';
import { CareButton } from '../../../ui/CareButton.tsx';
import { BirthdayInvite } from '../../../ui/BirthdayInvite.tsx';
import { LoadState } from '../../../ui/LoadState.tsx';
import { useConfirm } from '../../../ui/use-confirm.tsx';
import { sheetHref } from '../../../ui/sheet-query.ts';
import { useQuery } from '../../../ui/use-query.ts';
import { fetchProfileLoyalty, fetchChatLink } from '../api/profile-api.ts';
import { ProfileHeader } from '../components/ProfileHeader.tsx';
import { ProfileStyles } from '../components/ProfileStyles.tsx';
import { clearDraft } from '../model/profile-draft.ts';
import type { IconNode } from 'lucide';
import { Icon } from '../../../ui/Icon.tsx';
import chevronRight from 'lucide/dist/esm/icons/chevron-right.mjs';
import circleHelp from 'lucide/dist/esm/icons/circle-question-mark.mjs';
import gift from 'lucide/dist/esm/icons/gift.mjs';
import headset from 'lucide/dist/esm/icons/headset.mjs';
import languages from 'lucide/dist/esm/icons/languages.mjs';
import logOut from 'lucide/dist/esm/icons/log-out.mjs';
import mapPin from 'lucide/dist/esm/icons/map-pin.mjs';
import messageCircle from 'lucide/dist/esm/icons/message-circle.mjs';
import pencil from 'lucide/dist/esm/icons/pencil.mjs';
import receipt from 'lucide/dist/esm/icons/receipt-text.mjs';
import trash from 'lucide/dist/esm/icons/trash.mjs';
import userIcon from 'lucide/dist/esm/icons/user-round.mjs';
import { formatPhone } from '../../../i18n/format-phone.ts';

/** docs/contract/product.md#languages: kk, ru and en everywhere; Georgian where it is the country's language, or when already in use. */
export function offeredLanguages(country: string, current: string): Language[] {
  const base: Language[] = ['kk', 'ru', 'en'];
  return country === 'ge' || current === 'ka' ? [...base, 'ka'] : base;
}

/** docs/contract/product.md#account-deletion: an account deleted by its user can be restored for this many days. */
export const RESTORE_DAYS = 90;

/** docs/contract/screens.md#routes /profile: who the guest is, their bonuses and grade, and the account's links and actions. */
export default function ProfileScreen() {
  const { t, i18n } = useTranslation();
  const stores = useAppStores();
  const auth = useAuth();
  const telemetry = useTelemetry();
  const appTexts = useAppTexts();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { currency, country } = useAppState().restrictions;
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const client = useApiClient();
  const user = useQuery(['user'], (signal) => fetchUser(client, { signal }));
  const loyalty = useQuery(['profile-loyalty', currency], (signal) =>
    fetchProfileLoyalty(client, currency, signal),
  );
  const chat = useQuery(['chat-link'], (signal) => fetchChatLink(client, signal));
  const { confirm, dialog } = useConfirm();
  const [deleting, setDeleting] = useState(false);
  const languageId = useId();
  const greetingId = useId();

  const logout = () => {
    // An unsaved form draft is the user's data: it does not outlive their session on a shared phone.
    if (typeof sessionStorage !== 'undefined') clearDraft(sessionStorage);
    auth.logout();
    navigate('/');
  };

  const deleteAccount = async () => {
    const sure = await confirm({
      title: t('profile.deletion.title'),
      message: t('profile.deletion.text', { days: RESTORE_DAYS }),
      confirm: t('profile.deletion.confirm'),
      cancel: t('common.actions.cancel'),
      destructive: true,
    });
    if (!sure) return;
    setDeleting(true);
    try {
      await client.delete(USER_PATH);
    } catch {
      setDeleting(false);
      stores.notifications.notify({ type: 'error', text: t('profile.deletion.failed') });
      return;
    }
    telemetry.track(ANALYTICS_EVENTS.profileDeleted);
    stores.notifications.notify({ type: 'success', text: t('profile.deletion.done') });
    logout();
  };

  const chooseLanguage = async (next: Language) => {
    if (next === language) return;
    const texts = await appTexts;
    await texts.setLanguage(next);
    stores.stored.language.set(next);
    saveProfileLanguage(client, next).catch(() => {
      // The texts have switched; the profile learns the language at the next change. The client reported it.
    });
  };

  const data = user.data;
  return (
    <>
      <ProfileStyles />
      <ProfileHeader title={t('profile.title')} backHref="/" />
      <main className="dk-main pf-stack" data-screen="profile">
        {data ? (
          <section className="pf-card" aria-labelledby={greetingId}>
            {data.avatar ? (
              <img
                className="pf-avatar"
                src={data.avatar}
                alt={t('profile.avatar.alt')}
                width={64}
                height={64}
              />
            ) : (
              <span className="pf-avatar">
                <Icon icon={userIcon} size={32} />
              </span>
            )}
            <div className="pf-who">
              <h2 id={greetingId} data-testid="profile-greeting">
                {data.name ? t('common.greeting.user', { name: data.name }) : t('common.greeting.guest')}
              </h2>
              {data.name ? null : <Link href="/profile/form">{t('common.greeting.setName')}</Link>}
              {data.phone ? (
                <span className="dk-muted">
                  <span className="dk-visually-hidden">{t('profile.fields.phone')}: </span>
                  <span dir="ltr">{formatPhone(data.phone)}</span>
                </span>
              ) : null}
              <Link className="pf-edit" href="/profile/form">
                <Icon icon={pencil} size={16} />
                {t('profile.edit')}
              </Link>
            </div>
          </section>
        ) : (
          <LoadState status={user.status} onRetry={user.reload} whole />
        )}
        {data ? <BirthdayInvite user={data} onDialogClosed={user.reload} /> : null}
        <section className="pf-balance" aria-label={t('profile.balance.title')} data-testid="profile-balance">
          {loyalty.data ? (
            <>
              <span className="pf-balance-title">
                <Icon icon={gift} size={18} />
                {t('profile.balance.title')}
              </span>
              <strong>
                {formatMoney(loyalty.data.balance, loyalty.data.currency ?? currency, language)}
              </strong>
              {loyalty.data.grade ? (
                <span>
                  {t('profile.balance.grade', {
                    grade: loyalty.data.grade.name,
                    percent: loyalty.data.grade.cashbackPercent,
                  })}
                </span>
              ) : null}
              <button
                type="button"
                className="dk-link-button"
                aria-haspopup="dialog"
                data-testid="profile-grades"
                onClick={() => navigate(sheetHref(location, search, 'grades'), { replace: true })}
              >
                {t('grades.open')}
              </button>
            </>
          ) : (
            <LoadState status={loyalty.status} onRetry={loyalty.reload} />
          )}
        </section>
        <nav aria-label={t('profile.title')}>
          <ul className="pf-menu">
            <li>
              <Link href="/orders">
                <MenuLabel icon={receipt} text={t('profile.menu.orders')} />
              </Link>
            </li>
            <li>
              <Link href="/address-map">
                <MenuLabel icon={mapPin} text={t('profile.menu.addresses')} />
              </Link>
            </li>
            <li>
              <Link href="/faq">
                <MenuLabel icon={circleHelp} text={t('profile.menu.faq')} />
              </Link>
            </li>
            <li>
              <CareButton plain label={<MenuLabel icon={headset} text={t('care.contact.open')} />} />
            </li>
            {chat.data ? (
              <li>
                <a href={chat.data} target="_blank" rel="noopener noreferrer" data-testid="telegram-link">
                  <MenuLabel icon={messageCircle} text={t('profile.menu.notifications')} />
                </a>
              </li>
            ) : null}
          </ul>
          <h2 className="dk-section-title pf-section">{t('visual.settings')}</h2>
          <ul className="pf-menu">
            <li>
              <label htmlFor={languageId}>
                <Icon icon={languages} />
                <span className="pf-menu-text">{t('profile.menu.language')}</span>
                <select
                  id={languageId}
                  value={language}
                  onChange={(event) => {
                    const next = event.currentTarget.value;
                    if (isLanguage(next)) void chooseLanguage(next);
                  }}
                >
                  {offeredLanguages(country, language).map((code) => (
                    <option key={code} value={code} lang={code}>
                      {LANGUAGE_NAMES[code]}
                    </option>
                  ))}
                </select>
              </label>
            </li>
            <li>
              <button type="button" onClick={logout}>
                <Icon icon={logOut} />
                <span className="pf-menu-text">{t('profile.menu.signOut')}</span>
              </button>
            </li>
            <li>
              <button
                type="button"
                className="pf-danger"
                disabled={deleting}
                onClick={() => void deleteAccount()}
              >
                <Icon icon={trash} />
                <span className="pf-menu-text">{t('profile.menu.deleteAccount')}</span>
              </button>
            </li>
          </ul>
        </nav>
      </main>
      {dialog}
    </>
  );
}

/** A row of the profile's menu: its icon, its text, and the chevron that says it leads on. */
function MenuLabel({ icon, text }: { icon: IconNode; text: string }) {
  return (
    <>
      <Icon icon={icon} />
      <span className="pf-menu-text">{text}</span>
      <Icon icon={chevronRight} size={18} className="pf-chevron" />
    </>
  );
}
