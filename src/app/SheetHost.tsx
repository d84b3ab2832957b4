import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation, useAppTexts } from '../i18n/use-translation.tsx';
import { useLocation, useSearch } from 'wouter';
import { useAppStores } from '../state/app-core.ts';
import { openSheet, type SheetName, sheetHref } from '../ui/sheet-query.ts';

type Sheet = ComponentType<{ onClose: () => void }>;

// Each loaded only when a guest opens it: no sheet is part of any first screen.
const SHEETS: Record<SheetName, () => Promise<{ default: Sheet }>> = {
  grades: () => import('../features/loyalty/GradingSheet.tsx'),
  care: () => import('../features/care/CareSheet.tsx'),
  birthday: () => import('../features/profile/components/BirthdayDialog.tsx'),
};

/**
 * Draws the sheet the query string names (src/ui/sheet-query.ts) over whatever screen is shown. A failed
 * load says so and closes, rather than leaving a tap that did nothing.
 */
export function SheetHost() {
  const { t } = useTranslation();
  const stores = useAppStores();
  const appTexts = useAppTexts();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const name = openSheet(search);
  const [sheet, setSheet] = useState<{ name: SheetName; component: Sheet } | null>(null);
  const close = () => navigate(sheetHref(location, search, null), { replace: true });
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!name || sheet?.name === name) return;
    let live = true;
    // With every text of the language: a start on Home loaded only Home's (ADR 0027).
    const texts = appTexts.then((loaded) => loaded.complete());
    Promise.all([SHEETS[name](), texts]).then(
      ([module]) => {
        if (live) setSheet({ name, component: module.default });
      },
      () => {
        if (!live) return;
        stores.notifications.notify({ type: 'error', text: t('errors.network.title') });
        closeRef.current();
      },
    );
    return () => {
      live = false;
    };
  }, [name, sheet, stores, appTexts, t]);

  if (!name || sheet?.name !== name) return null;
  const Loaded = sheet.component;
  return <Loaded onClose={close} />;
}
