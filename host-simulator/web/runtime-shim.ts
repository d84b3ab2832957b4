/**
 * Loaded by the simulator server as the first script of the app shell when the URL has `sim_runtime`
 * (ios, android or react-native), so the fake native objects exist before the app's bridge looks for them.
 */
import { installNativeShim } from './host-panel/native-shim.ts';
import { isShimRuntime } from './host-panel/sim-channel.ts';

const runtime = new URLSearchParams(window.location.search).get('sim_runtime');
if (isShimRuntime(runtime) && window.parent !== window) installNativeShim(window, runtime);
