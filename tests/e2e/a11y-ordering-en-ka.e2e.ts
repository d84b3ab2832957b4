import { orderingScreensJourney } from './a11y-ordering-screens.ts';

// English and Georgian here, Kazakh and Russian in a11y-ordering.e2e.ts (ADR 0021).
orderingScreensJourney(['en', 'ka']);
