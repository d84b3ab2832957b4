import { useTranslation } from '../../../i18n/use-translation.tsx';
import { LoadState } from '../../../ui/LoadState.tsx';
import type { RequestStatus } from '../../../ui/use-query.ts';
import {
  type KioskCategory,
  type KioskProduct,
  type KioskLine,
  lineTotal,
  linesTotal,
} from '../model/kiosk-model.ts';
import { photoUrl } from '../../../ui/image-url.ts';

/** The venue's menu in large tiles, the categories beside it and the guest's order on the right. */
export function KioskMenu(props: {
  menu: KioskCategory[];
  status: RequestStatus;
  onRetry: () => void;
  lines: KioskLine[];
  money: (amount: number) => string;
  /** A tap on a dish: added at once, or its option picker opened when it has options. */
  onPick: (product: KioskProduct) => void;
  onQuantity: (key: string, quantity: number) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const { menu, lines, money } = props;
  return (
    <main className="ks-main ks-menu" data-screen="kiosk-menu">
      <nav className="ks-categories" aria-label={t('kiosk.menu.categories')}>
        {menu.map((category) => (
          <button
            key={category.id}
            type="button"
            className="ks-button"
            onClick={(event) => {
              // The menu lives in a shadow root: a #fragment link would not find its heading.
              const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
              root.getElementById(`ks-category-${category.id}`)?.scrollIntoView({ block: 'start' });
            }}
          >
            {category.name}
          </button>
        ))}
      </nav>
      <section className="ks-products" aria-labelledby="ks-menu-title">
        <h2 id="ks-menu-title" className="dk-visually-hidden">
          {t('kiosk.menu.title')}
        </h2>
        {menu.length === 0 ? (
          <LoadState status={props.status} empty emptyText={t('kiosk.menu.empty')} onRetry={props.onRetry} />
        ) : null}
        {menu.map((category) => [
          <h3 key={`h${category.id}`} id={`ks-category-${category.id}`} className="ks-section-title">
            {category.name}
          </h3>,
          ...category.products.map((product) => (
            <button
              key={product.id}
              type="button"
              className="ks-product"
              data-product-id={product.id}
              aria-haspopup={product.hasOptions ? 'dialog' : undefined}
              onClick={() => props.onPick(product)}
            >
              <KioskPhoto url={product.imageUrl} width={240} height={160} />
              <span className="ks-product-name">{product.name}</span>
              <span className="ks-price">
                {product.hasOptions
                  ? t('kiosk.menu.from', { amount: money(product.price) })
                  : money(product.price)}{' '}
                <span className="dk-visually-hidden">
                  {product.hasOptions ? t('kiosk.menu.choose') : t('kiosk.menu.add')}
                </span>
              </span>
            </button>
          )),
        ])}
      </section>
      <aside className="ks-card ks-cart" aria-labelledby="ks-cart-title">
        <h2 id="ks-cart-title">{t('kiosk.menu.cart')}</h2>
        {lines.length === 0 ? <p className="ks-muted">{t('kiosk.menu.emptyCart')}</p> : null}
        <ul className="ks-lines" data-testid="kiosk-lines">
          {lines.map((line) => (
            <li key={line.key} className="ks-line">
              <span>
                {line.name}
                {line.additives.length > 0 ? (
                  <span className="ks-line-options">
                    {line.additives.map((additive) => additive.name).join(', ')}
                  </span>
                ) : null}
              </span>
              <span>{money(lineTotal(line))}</span>
              <span className="ks-stepper">
                <button
                  type="button"
                  className="ks-button"
                  aria-label={t('kiosk.menu.less', { name: line.name })}
                  onClick={() => props.onQuantity(line.key, line.quantity - 1)}
                >
                  −
                </button>
                <span>{t('kiosk.menu.quantity', { count: line.quantity })}</span>
                <button
                  type="button"
                  className="ks-button"
                  aria-label={t('kiosk.menu.more', { name: line.name })}
                  onClick={() => props.onQuantity(line.key, line.quantity + 1)}
                >
                  +
                </button>
              </span>
            </li>
          ))}
        </ul>
        <p className="ks-total" aria-live="polite" data-testid="kiosk-total">
          {t('kiosk.menu.total', { amount: money(linesTotal(lines)) })}
        </p>
        <button
          type="button"
          className="ks-button ks-primary"
          disabled={lines.length === 0}
          onClick={props.onNext}
        >
          {t('kiosk.menu.next')}
        </button>
      </aside>
    </main>
  );
}

/**
 * A dish's photo at its tile's size, or where it has none a plain neutral tile of the same size: never a
 * pictogram guessed from the name, which could contradict the dish (issue 29 §3). Decorative: the name
 * beside it is what a screen reader reads.
 */
export function KioskPhoto({ url, width, height }: { url: string | null; width: number; height: number }) {
  return url ? (
    <img
      className="ks-photo"
      src={photoUrl(url, width, height)}
      alt=""
      width={width}
      height={height}
      loading="lazy"
    />
  ) : (
    <span className="ks-photo ks-photo-none" aria-hidden="true" />
  );
}
