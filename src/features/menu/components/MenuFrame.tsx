import css from '../menu.css?inline';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'wouter';

// What every screen of the feature renders around its own content: the stylesheet, and the answer for a
// route whose id names no venue.

/**
 * The feature's stylesheet, rendered by each of its screens. A plain <style> element (no href/precedence):
 * React would hoist those into the document's head, outside our shadow root, where they style nothing.
 */
export function MenuStyles() {
  return <style>{css}</style>;
}

/**
 * An id that names no venue: the venue's own not-found message (the contract's (docs/contract/errors.md#terminal-not-found) 'Terminal is not found' is for a
 * wrong terminal, not for a venue that does not exist).
 */
export function VenueNotFound() {
  const { t } = useTranslation();
  return (
    <main className="dk-main" data-screen="menu-not-found">
      <h1>{t('errors.venueNotFound.title')}</h1>
      <p className="dk-muted">{t('errors.venueNotFound.text')}</p>
      <Link className="dk-button" href="/">
        {t('common.actions.toMainPage')}
      </Link>
    </main>
  );
}
