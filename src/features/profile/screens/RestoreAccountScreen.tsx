import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useLocation } from 'wouter';
import { isApiError } from '../../../api/errors.ts';
import { restoreUser } from '../../../api/user-endpoints.ts';
import { formatDate } from '../../../i18n/format-date.ts';
import { isLanguage, type Language } from '../../../i18n/languages.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { useAppState, useAppStores, useAuth } from '../../../state/app-core.ts';
import { ProfileStyles } from '../components/ProfileStyles.tsx';
import { clearDraft } from '../model/profile-draft.ts';
import { RESTORE_DAYS } from './ProfileScreen.tsx';

type Failure = 'failed' | 'offline' | null;

/**
 * docs/contract/product.md#account-deletion, docs/contract/roles.md#account-deletion, docs/contract/constants.md#account-restore-window: the offer shown instead of any screen while the signed-in account is deleted (it can
 * be restored within 90 days). Restore brings the account back and the screen underneath loads as
 * before; "Not now" signs out to Home. A failed restore says why and leaves Restore to try again.
 */
export default function RestoreAccountScreen() {
  const { t, i18n } = useTranslation();
  const stores = useAppStores();
  const client = useApiClient();
  const auth = useAuth();
  const signal = useMountSignal();
  const [, navigate] = useLocation();
  const { deleted } = useAppState().account;
  const [restoring, setRestoring] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const titleId = useId();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const deletedOn = deleted?.deletedAt ? formatDate(deleted.deletedAt, language) : '';
  const restoreUntil = deleted?.restoreUntil ? formatDate(deleted.restoreUntil, language) : '';

  const restore = async () => {
    setRestoring(true);
    setFailure(null);
    try {
      await restoreUser(client, { signal });
    } catch (error) {
      // "Not deleted" means the account is already back (restored from another device): nothing to offer.
      if (!isApiError(error, 'validation')) {
        if (signal.aborted || isApiError(error, 'aborted')) return;
        setRestoring(false);
        setFailure(isApiError(error, 'network') || isApiError(error, 'timeout') ? 'offline' : 'failed');
        return;
      }
    }
    stores.notifications.notify({ type: 'success', text: t('profile.restore.done') });
    stores.account.clear();
  };

  const notNow = () => {
    if (typeof sessionStorage !== 'undefined') clearDraft(sessionStorage);
    auth.logout();
    navigate('/', { replace: true });
  };

  return (
    <>
      <ProfileStyles />
      <main className="dk-main pf-stack" data-screen="account-restore" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('profile.restore.title')}</h1>
        <p data-testid="restore-deleted-on">
          {deletedOn ? t('profile.restore.deletedOn', { date: deletedOn }) : t('profile.restore.deleted')}
        </p>
        <p data-testid="restore-until">
          {restoreUntil
            ? t('profile.restore.restoreUntil', { date: restoreUntil })
            : t('profile.restore.withinDays', { days: RESTORE_DAYS })}
        </p>
        {failure ? (
          <p role="alert" className="pf-danger">
            {t(failure === 'offline' ? 'profile.restore.offline' : 'profile.restore.failed')}
          </p>
        ) : null}
        <div className="dk-actions">
          <button
            type="button"
            className="dk-button dk-button-secondary"
            disabled={restoring}
            onClick={notNow}
          >
            {t('profile.restore.notNow')}
          </button>
          <button type="button" className="dk-button" disabled={restoring} onClick={() => void restore()}>
            {restoring ? t('profile.restore.restoring') : t('profile.restore.confirm')}
          </button>
        </div>
      </main>
    </>
  );
}
