import {
  forwardRef,
  type ReactNode,
  type RefObject,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  useEffect,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import { categoryAt, type MenuLayout, type MenuRow, visibleRows } from '../model/menu-rows.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { afterPaint } from '../../../ui/after-paint.ts';

/**
 * The element that scrolls `element`: the nearest ancestor whose overflow scrolls, or null when the page
 * itself does (the app mounted in an element that grows with its content). Stops at the shadow root.
 */
function scrollParentOf(element: Element): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

export interface Viewport {
  /** Top of the visible area, in viewport coordinates. */
  top: number;
  height: number;
}

function viewportOf(scroller: HTMLElement | null): Viewport {
  if (!scroller) return { top: 0, height: window.innerHeight };
  return { top: scroller.getBoundingClientRect().top, height: scroller.clientHeight };
}

function scrollByPixels(scroller: HTMLElement | null, delta: number): void {
  if (scroller) scroller.scrollTop += delta;
  else window.scrollBy(0, delta);
}

/** Rows rendered beyond each edge of the viewport, in px: about three items, enough for a quick flick. */
const OVERSCAN_PX = 360;

export interface MenuListHandle {
  /** Scrolls the category's heading to just under the sticky tabs and moves focus to it. */
  scrollToCategory(categoryId: number): void;
}

export interface MenuListProps {
  layout: MenuLayout;
  /** Told on every scroll (the photo queue waits for the list to be still). */
  onScroll?: () => void;
  label: string;
  /** The sticky element above the list (category tabs): its height is kept clear when scrolling to a row. */
  stickyRef: RefObject<HTMLElement | null>;
  renderRow: (row: MenuRow, top: number) => ReactNode;
  onActiveCategory: (categoryId: number | null) => void;
}

/**
 * A windowed list: the rows have fixed heights (menu-rows.ts), so only the rows in and near the viewport
 * are in the DOM, placed absolutely inside a box as tall as the whole menu. Scrolling re-renders the window
 * synchronously in the scroll event (flushSync), so a frame never paints an empty gap.
 */
export const MenuList = forwardRef<MenuListHandle, MenuListProps>(function MenuList(
  { layout, label, stickyRef, renderRow, onActiveCategory, onScroll },
  ref,
) {
  const list = useRef<HTMLUListElement>(null);
  const scroller = useRef<HTMLElement | null>(null);
  const [range, setRange] = useState(() => visibleRows(layout, 0, 0, OVERSCAN_PX));
  const activeRef = useRef<number | null>(null);
  const onActiveRef = useRef(onActiveCategory);
  onActiveRef.current = onActiveCategory;
  const onScrollRef = useRef(onScroll);
  onScrollRef.current = onScroll;
  const pendingFocus = useRef<number | null>(null);

  // From a jump until the frame after it: the rows beyond the viewport wait (measure).
  const jumping = useRef(false);

  const measure = useCallback(
    (sync: boolean) => {
      const element = list.current;
      if (!element) return;
      const viewport = viewportOf(scroller.current);
      const top = viewport.top - element.getBoundingClientRect().top;
      // A jump lands among rows none of which is in the DOM: the frame that shows it renders the viewport's
      // alone, and the rows around it come in a task after that frame (scrollToCategory). With them, a jump
      // mounted ~14 rows instead of ~8 before its first paint (bench/menu-interactions.ts).
      const overscan = jumping.current ? 0 : OVERSCAN_PX;
      const next = visibleRows(layout, top, top + viewport.height, overscan);
      const update = () =>
        setRange((previous) =>
          previous.start === next.start && previous.end === next.end ? previous : next,
        );
      if (sync) flushSync(update);
      else update();
      const active = categoryAt(layout, top + (stickyRef.current?.offsetHeight ?? 0) + 1);
      if (active !== activeRef.current) {
        activeRef.current = active;
        onActiveRef.current(active);
      }
    },
    [layout, stickyRef],
  );

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    scroller.current = scrollParentOf(element);
    const target: HTMLElement | Window = scroller.current ?? window;
    const onScroll = () => {
      onScrollRef.current?.();
      measure(true);
    };
    measure(false);
    target.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(() => measure(false));
    resize.observe(scroller.current ?? element);
    return () => {
      target.removeEventListener('scroll', onScroll);
      resize.disconnect();
    };
  }, [measure]);

  useLayoutEffect(() => {
    const categoryId = pendingFocus.current;
    if (categoryId === null) return;
    const heading = list.current?.querySelector<HTMLElement>(`[data-category-heading="${categoryId}"]`);
    if (!heading) return;
    pendingFocus.current = null;
    heading.focus({ preventScroll: true });
  });

  useImperativeHandle(
    ref,
    () => ({
      scrollToCategory(categoryId) {
        const element = list.current;
        const row = layout.headingRow.get(categoryId);
        if (!element || row === undefined) return;
        const viewport = viewportOf(scroller.current);
        const rowTop = element.getBoundingClientRect().top + (layout.offsets[row] ?? 0);
        pendingFocus.current = categoryId;
        jumping.current = true;
        scrollByPixels(scroller.current, rowTop - viewport.top - (stickyRef.current?.offsetHeight ?? 0));
        measure(false);
        void afterPaint().then(() => {
          jumping.current = false;
          measure(false);
        });
      },
    }),
    [layout, measure, stickyRef],
  );

  const rows: ReactNode[] = [];
  for (let index = range.start; index < range.end; index++) {
    const row = layout.rows[index];
    if (row) rows.push(renderRow(row, layout.offsets[index] ?? 0));
  }
  return (
    <ul
      ref={list}
      className="dkm-list"
      aria-label={label}
      style={{ height: layout.total }}
      data-rendered={range.end - range.start}
    >
      {rows}
    </ul>
  );
});

/**
 * The category being read, apart from the screen's state: the list sets it as it scrolls and jumps, and only
 * the chip row re-renders. As the Menu screen's state, each change re-rendered the whole screen in the same
 * commit as a jump's new rows (bench/menu-interactions.ts, the jump's p95).
 */
export interface ActiveCategory {
  get(): number | null;
  set(categoryId: number | null): void;
  subscribe(listener: () => void): () => void;
}

export function createActiveCategory(): ActiveCategory {
  let current: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(categoryId) {
      if (categoryId === current) return;
      current = categoryId;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

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
  { tabs: readonly CategoryTab[]; active: ActiveCategory; onSelect: (id: number) => void }
>(function CategoryTabs({ tabs, active: activeCategory, onSelect }, ref) {
  const { t } = useTranslation();
  const strip = useRef<HTMLUListElement>(null);
  const active = useSyncExternalStore(activeCategory.subscribe, activeCategory.get);

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
