import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useLocation, useSearch } from 'wouter';
import { useMountScope } from '../mount-context.ts';
import { openSheet, sheetHref } from '../ui/sheet-query.ts';

type Sheet = ComponentType<{ onClose: () => void }>;

// Loaded only when a guest opens it: the grading sheet is no part of any first screen.
const loadGradingSheet = () => import('../features/loyalty/components/GradingSheet.tsx');

/**
 * Draws the sheet the query string names (src/ui/sheet-query.ts) over whatever screen is shown. A failed
 * load says so and closes, rather than leaving a tap that did nothing.
 */
export function SheetHost() {
  const { t } = useTranslation();
  const { runtime } = useMountScope();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const name = openSheet(search);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const close = () => navigate(sheetHref(location, search, null), { replace: true });
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!name || sheet) return;
    let live = true;
    loadGradingSheet().then(
      (module) => {
        if (live) setSheet(() => module.default);
      },
      () => {
        if (!live) return;
        runtime.core.state.notifications.notify({ type: 'error', text: t('errors.network.title') });
        closeRef.current();
      },
    );
    return () => {
      live = false;
    };
  }, [name, sheet, runtime, t]);

  if (!name || !sheet) return null;
  const Loaded = sheet;
  return <Loaded onClose={close} />;
}
