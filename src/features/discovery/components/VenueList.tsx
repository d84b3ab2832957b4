import type { Coordinates } from '../../../state/device.ts';
import { type PagedList, PagedListFrame } from './PagedList.tsx';
import type { Venue } from '../model/venue.ts';
import { VenueCard } from './VenueCard.tsx';

export interface VenueListProps {
  list: PagedList<Venue>;
  now: number;
  here: Coordinates | null;
  showDeliveryBanner: boolean;
  emptyText?: string;
  /** The cards' title level: 2 for a list right under the screen's h1, 3 under a section's h2. */
  headingLevel: 2 | 3;
}

/** An infinite list of venue cards (PagedListFrame has the states and the paging). */
export function VenueList({ list, now, here, showDeliveryBanner, emptyText, headingLevel }: VenueListProps) {
  return (
    <PagedListFrame list={list} {...(emptyText ? { emptyText } : {})}>
      {(busy) => (
        <ul className="dkd-list" aria-busy={busy} data-testid="venue-list">
          {list.items.map((venue) => (
            <li key={venue.id}>
              <VenueCard
                venue={venue}
                now={now}
                here={here}
                ordering={showDeliveryBanner ? 'delivery' : 'pickup'}
                headingLevel={headingLevel}
              />
            </li>
          ))}
        </ul>
      )}
    </PagedListFrame>
  );
}
