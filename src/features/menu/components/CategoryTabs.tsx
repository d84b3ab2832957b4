import { forwardRef, useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';

export interface CategoryTab {
  id: number;
  name: string;
}

/**
 * The sticky row of category chips: a chip jumps to its category; the one being read is marked
 * (aria-current) and kept in view within the row.
 */
export const CategoryTabs = forwardRef<
  HTMLElement,
  { tabs: readonly CategoryTab[]; active: number | null; onSelect: (id: number) => void }
>(function CategoryTabs({ tabs, active, onSelect }, ref) {
  const { t } = useTranslation();
  const strip = useRef<HTMLUListElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the current category changes
  useEffect(() => {
    const row = strip.current;
    const chip = row?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!row || !chip) return;
    // Scrolls the chip row only: scrollIntoView would also move the page under the reader.
    const left = chip.offsetLeft - row.clientWidth / 2 + chip.offsetWidth / 2;
    row.scrollTo?.({ left: Math.max(0, left), behavior: 'smooth' });
  }, [active]);

  return (
    <nav ref={ref} className="dkm-tabs" aria-label={t('menu.categoriesLabel')}>
      <ul ref={strip}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <button
              type="button"
              aria-current={tab.id === active ? 'true' : undefined}
              onClick={() => onSelect(tab.id)}
            >
              {tab.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
});
