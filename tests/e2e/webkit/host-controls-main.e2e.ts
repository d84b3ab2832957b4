// The Chromium journey file run in WebKit (MiniBrowser), the engine of iOS WKWebView: same code, other browser.
import { runJourneysIn } from '../harness.ts';

runJourneysIn('webkit');
await import('../host-controls-main.e2e.ts');
