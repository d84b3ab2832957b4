import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useLocation, useParams, useSearch } from 'wouter';
import { useAppStores } from '../../../state/app-core.ts';
import { sessionIdOf } from '../model/kiosk-links.ts';

/**
 * Where a kiosk's QR lands on a guest's phone: the kiosk's session goes into 'tablet-session' and the menu's
 * source becomes TABLETQR for this venue (menuTempData) with the takeaway service, then the venue's menu opens
 * and the guest orders as usual. Checkout sends both with the order, and the order shows up on the kiosk.
 */
export default function KioskPhoneScreen() {
  const { t } = useTranslation();
  const stores = useAppStores();
  const params = useParams<{ filialId: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const filialId = Number(params.filialId);

  useEffect(() => {
    const session = sessionIdOf(search);
    const stored = stores.stored;
    if (session && Number.isInteger(filialId) && filialId > 0) {
      stored.tabletSession.set(session);
      stored.menuTempData.set({ source: 'TABLETQR', filialId, table: null });
      // The guest stands in the venue: the order is picked up at the counter, not delivered.
      stores.device.setService('takeaway');
    }
    navigate(`/filials/${filialId}`, { replace: true });
  }, [filialId, search, navigate, stores]);

  return (
    <main className="dk-main" data-screen="kiosk-phone">
      <h1 className="dk-visually-hidden">{t('kiosk.start.phoneTitle')}</h1>
      <p className="dk-loading" role="status" aria-live="polite">
        {t('kiosk.phone.opening')}
      </p>
    </main>
  );
}
