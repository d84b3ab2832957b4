import { useTranslation } from '../../../i18n/use-translation.tsx';
import { LoadState } from '../../../ui/LoadState.tsx';
import type { RequestStatus } from '../../../ui/use-request.ts';
import type { KioskCategory, KioskProduct } from '../model/kiosk-menu.ts';
import { type KioskLine, linesTotal } from '../model/kiosk-order.ts';

/** The venue's menu in large tiles, the categories beside it and the guest's order on the right. */
export function KioskMenu(props: {
  menu: KioskCategory[];
  status: RequestStatus;
  onRetry: () => void;
  lines: KioskLine[];
  money: (amount: number) => string;
  onAdd: (product: KioskProduct) => void;
  onQuantity: (productId: number, quantity: number) => void;
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
              onClick={() => props.onAdd(product)}
            >
              {product.imageUrl ? <img src={product.imageUrl} alt="" loading="lazy" /> : <span />}
              <span>{product.name}</span>
              <span className="ks-price">
                {money(product.price)} <span className="dk-visually-hidden">{t('kiosk.menu.add')}</span>
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
            <li key={line.productId} className="ks-line">
              <span>{line.name}</span>
              <span>{money(line.price * line.quantity)}</span>
              <span className="ks-stepper">
                <button
                  type="button"
                  className="ks-button"
                  aria-label={t('kiosk.menu.less', { name: line.name })}
                  onClick={() => props.onQuantity(line.productId, line.quantity - 1)}
                >
                  −
                </button>
                <span>{t('kiosk.menu.quantity', { count: line.quantity })}</span>
                <button
                  type="button"
                  className="ks-button"
                  aria-label={t('kiosk.menu.more', { name: line.name })}
                  onClick={() => props.onQuantity(line.productId, line.quantity + 1)}
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
