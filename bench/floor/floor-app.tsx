import { createRoot } from 'react-dom/client';

/**
 * The floor of the first-screen bench: React 19 and nothing else, rendering 20 cards of the size of Home's
 * venue cards from data in the bundle. No router, no i18n, no API: what any React page pays at the least.
 */
const CARDS = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  title: `Venue number ${index + 1}`,
  address: `${10 + index} Abay Avenue, Almaty`,
  meta: `Open until 23:00 · ${(0.4 + index * 0.3).toFixed(1)} km · ★ 4.${index % 10}`,
}));

function Card({ title, address, meta }: (typeof CARDS)[number]) {
  return (
    <article className="card">
      <span className="logo" aria-hidden="true" />
      <span>
        <h3>{title}</h3>
        <span className="line">{address}</span>
        <span className="line">{meta}</span>
      </span>
    </article>
  );
}

function Floor() {
  return (
    <main>
      <h1>Venues near you</h1>
      <h2>Today in Almaty: takeaway, delivery and tables without the queue</h2>
      {CARDS.map((card) => (
        <Card key={card.id} {...card} />
      ))}
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Floor />);
