import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { User } from '../../../api/user-endpoints.ts';
import { openSheet, sheetHref } from '../../../ui/sheet-query.ts';
import { rememberLater, shouldAskBirthday } from '../model/birthday-prompt.ts';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The profile's invitation to the birthday dialog, for a guest without a birthday who has not said
 * "Later" lately (docs/features/profile.md). A card, not a dialog that opens by itself: it never stands
 * between the guest and what they came to the profile for. The user is read again when the dialog closes.
 */
export function BirthdayInvite({ user, onDialogClosed }: { user: User; onDialogClosed: () => void }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const open = openSheet(search) === 'birthday';
  const wasOpen = useRef(open);
  const [, setDismissed] = useState(0);
  const titleId = useId();

  useEffect(() => {
    if (wasOpen.current && !open) onDialogClosed();
    wasOpen.current = open;
  }, [open, onDialogClosed]);

  const storage = localStorageOrNull();
  if (!shouldAskBirthday(user, storage, Date.now())) return null;
  return (
    <section className="pf-card pf-invite" aria-labelledby={titleId} data-testid="birthday-invite">
      <div className="pf-who">
        <h2 id={titleId}>{t('birthday.invite.title')}</h2>
        <p className="dk-muted">{t('profile.birthdayForm.text')}</p>
        <div className="dk-actions">
          <button
            type="button"
            className="dk-button dk-button-secondary"
            onClick={() => {
              if (storage) rememberLater(storage, user.id, Date.now());
              setDismissed((value) => value + 1);
            }}
          >
            {t('profile.birthdayForm.later')}
          </button>
          <button
            type="button"
            className="dk-button"
            aria-haspopup="dialog"
            onClick={() => navigate(sheetHref(location, search, 'birthday'), { replace: true })}
          >
            {t('birthday.invite.add')}
          </button>
        </div>
      </div>
    </section>
  );
}
