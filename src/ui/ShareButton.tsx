import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import type { ShareParams } from '../../bridge/index.ts';
import { useBridge, useHostCapabilities } from '../runtime/app-runtime.ts';
import { useAppStores } from '../state/app-core.ts';

/**
 * Shares through the host's sheet (the Web Share API or the clipboard in a plain browser). Shown only once the
 * handshake says some way to share exists; a copy is confirmed, since the guest sees no sheet then.
 */
export function ShareButton({ params, label }: { params: ShareParams; label: string }) {
  const { t } = useTranslation();
  const stores = useAppStores();
  const bridgeReady = useBridge();
  const host = useHostCapabilities();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let live = true;
    bridgeReady.then((bridge) => {
      if (live) setOffered(bridge?.supports('share') ?? false);
    });
    return () => {
      live = false;
    };
  }, [bridgeReady]);
  if (!offered) return null;

  const share = async () => {
    const notify = stores.notifications.notify;
    try {
      const { status } = await host.share(params);
      if (status === 'copied') notify({ type: 'success', text: t('common.share.copied'), onlyUnique: true });
    } catch {
      notify({ type: 'error', text: t('errors.generic.title'), onlyUnique: true });
    }
  };
  return (
    <button type="button" className="dk-button dk-button-secondary" onClick={share}>
      {label}
    </button>
  );
}
