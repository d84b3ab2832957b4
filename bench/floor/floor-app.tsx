import i18next from 'i18next';
import { ofetch } from 'ofetch';
import { createRoot } from 'react-dom/client';
import { proxy, useSnapshot } from 'valtio';
import { Route, Switch } from 'wouter';
import kk from '../../src/i18n/locales/kk/index.ts';

/**
 * The floors of the first-screen bench (ADR 0026): the user's own stack (React 19, react-dom, i18next with
 * the whole kk catalogue inlined, wouter, valtio, ofetch) doing what Home or the Menu does at the least: ask
 * the sandbox for the very requests the screen sends, and render the answers. The page (bench/floor-page.ts)
 * names the requests in `window.__floor`; a page that started them itself in its `<head>` (F4) leaves their
 * answers in `window.__floorEarly`.
 */
interface FloorRequest {
  url: string;
  headers: Record<string, string>;
}

declare global {
  interface Window {
    __floor: { requests: FloorRequest[] };
    __floorEarly?: Promise<unknown>[];
  }
}

/** As the sandbox answers a list (JSON:API): what a card shows. */
interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
}

interface Card {
  id: string;
  title: string;
  line: string;
  promo: boolean;
}

interface Section {
  key: (typeof SECTIONS)[number];
  cards: Card[];
}

/** Home's first screen shows 20 cards of its three lists; the Menu's first screen 20 dish rows. */
const FIRST_SCREEN = 20;
const SECTIONS = ['promo', 'near', 'popular'] as const;

// Started before anything renders: module start (F2), or adopted from the page's inline script (F4).
const answers =
  window.__floorEarly ?? window.__floor.requests.map(({ url, headers }) => ofetch(url, { headers }));

void i18next.init({ lng: 'kk', resources: { kk: { translation: kk } }, initAsync: false });

const state = proxy<{ sections: Section[] | null; dishes: Card[] | null }>({ sections: null, dishes: null });

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function cardsOf(body: unknown, type: string): Card[] {
  const { data = [], included = [] } = body as { data?: Resource[]; included?: Resource[] };
  return [...data, ...included]
    .filter((resource) => resource.type === type)
    .map(({ id, attributes }) => ({
      id,
      title: text(attributes.title ?? attributes.name),
      line: text(attributes.address ?? attributes.description),
      promo: Boolean(attributes.has_promo ?? attributes.promo_id),
    }));
}

void Promise.all(answers).then((bodies) => {
  if (location.pathname.endsWith('/menu.html')) {
    state.dishes = cardsOf(bodies[0], 'products').slice(0, FIRST_SCREEN);
    return;
  }
  let left = FIRST_SCREEN;
  state.sections = bodies.map((body, index) => {
    const cards = cardsOf(body, (body as { data?: Resource[] }).data?.[0]?.type ?? '').slice(0, left);
    left -= cards.length;
    return { key: SECTIONS[index] ?? 'popular', cards };
  });
});

/** The skeleton F4's page holds prerendered: the same markup, so React's first render moves nothing. */
function Skeleton() {
  return (
    <>
      {SECTIONS.map((key) => (
        <section key={key} className="row" aria-busy="true">
          <span className="bar" />
          <span className="tile" />
          <span className="tile" />
        </section>
      ))}
    </>
  );
}

function VenueCard({ title, line, promo }: Card) {
  return (
    <article className="dkd-venue">
      <span className="logo" aria-hidden="true" />
      <span>
        <h3>{title}</h3>
        <span className="line">{line}</span>
        {promo ? <span className="line">{i18next.t('filials.list.promo')}</span> : null}
      </span>
    </article>
  );
}

function HomeFloor() {
  const { sections } = useSnapshot(state);
  if (!sections) return <Skeleton />;
  return (
    <>
      {sections.map(({ key, cards }) => (
        <section key={key} className="row">
          <h2>{i18next.t(`home.categories.${key}.title`)}</h2>
          {cards.map((card) => (
            <VenueCard key={card.id} {...card} />
          ))}
        </section>
      ))}
    </>
  );
}

function MenuFloor() {
  const { dishes } = useSnapshot(state);
  if (!dishes) return <Skeleton />;
  return (
    <ul className="dishes">
      {dishes.map(({ id, title, line }) => (
        <li key={id} data-dk="dish-row">
          <h3>{title}</h3>
          <span className="line">{line}</span>
        </li>
      ))}
    </ul>
  );
}

function Floor() {
  return (
    <main>
      <h1>{i18next.t('home.title')}</h1>
      <Switch>
        <Route path="/bench-pages/floors/:floor/menu.html" component={MenuFloor} />
        <Route component={HomeFloor} />
      </Switch>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Floor />);
