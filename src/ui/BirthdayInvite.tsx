import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useLocation, useSearch } from 'wouter';
import { fetchUser, type User } from '../api/user-endpoints.ts';
import { useApiClient } from '../api/api-scope.ts';
import { localStorageOrNull, rememberBirthdayLater, shouldAskBirthday } from '../state/birthday-later.ts';
import { openSheet, sheetHref } from './sheet-query.ts';
import { useQuery } from './use-query.ts';

/**
 * The invitation to the birthday dialog (the `birthday` sheet, drawn by src/app), for a guest without a
 * birthday who has not said "Later" lately (docs/features/profile.md). A card, not a dialog that opens by
 * itself: it never stands between the guest and what they came to the screen for. `onDialogClosed` runs
 * when the dialog closes, for a screen that shows the name or the birthday to read the user again.
 */
export function BirthdayInvite({ user, onDialogClosed }: { user: User; onDialogClosed?: () => void }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const open = openSheet(search) === 'birthday';
  const wasOpen = useRef(open);
  const [, setDismissed] = useState(0);
  const titleId = useId();

  useEffect(() => {
    if (wasOpen.current && !open) onDialogClosed?.();
    wasOpen.current = open;
  }, [open, onDialogClosed]);

  const storage = localStorageOrNull();
  if (!shouldAskBirthday(user, storage, Date.now())) return null;
  return (
    <section className="dk-invite" aria-labelledby={titleId} data-testid="birthday-invite">
      <h2 id={titleId}>{t('birthday.invite.title')}</h2>
      <p className="dk-muted">{t('profile.birthdayForm.text')}</p>
      <div className="dk-actions dk-actions-stack">
        <button
          type="button"
          className="dk-button"
          aria-haspopup="dialog"
          onClick={() => navigate(sheetHref(location, search, 'birthday'), { replace: true })}
        >
          {t('birthday.invite.add')}
        </button>
        <button
          type="button"
          className="dk-button dk-button-secondary"
          onClick={() => {
            if (storage) rememberBirthdayLater(storage, user.id, Date.now());
            setDismissed((value) => value + 1);
          }}
        >
          {t('profile.birthdayForm.later')}
        </button>
      </div>
    </section>
  );
}

/** The invitation on a screen that has not read the user itself (the thank-you page). */
export function SignedInBirthdayInvite() {
  const client = useApiClient();
  const user = useQuery(['user'], (signal) => fetchUser(client, { signal }));
  return user.data ? <BirthdayInvite user={user.data} onDialogClosed={user.reload} /> : null;
}
