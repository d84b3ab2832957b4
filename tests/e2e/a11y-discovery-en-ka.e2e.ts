import { discoveryScreensJourney } from './a11y-discovery-screens.ts';

// The discovery screens in English and Georgian; Kazakh, Russian and the focus, language and contrast
// journeys are in a11y-discovery.e2e.ts (ADR 0021).
discoveryScreensJourney(['en', 'ka']);
