import { orderingScreensJourney } from './a11y-ordering-screens.ts';

// Kazakh and Russian here, English and Georgian in a11y-ordering-en-ka.e2e.ts (ADR 0021).
orderingScreensJourney(['kk', 'ru']);
