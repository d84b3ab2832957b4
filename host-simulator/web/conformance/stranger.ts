/**
 * The conformance kit's stranger: loaded sandboxed (an opaque origin) inside the kit, it says the hello in its
 * hash to the host page above the kit, and hands whatever reaches it back to the kit. A host that checks
 * the sender's window and origin never answers it.
 */
const hello: unknown = JSON.parse(decodeURIComponent(location.hash.slice(1)) || 'null');
window.addEventListener('message', (event) => {
  if (event.source === window.parent) return;
  // The kit's own origin is unknown here (it may be anything the host embeds); what goes back is public.
  // The channel is STRANGER_CHANNEL of bridge/conformance/page-probe.ts, spelt out: importing the kit's entry
  // would put the protocol's schemas into this 300-byte page.
  window.parent.postMessage({ channel: 'dastarkhan-kit-stranger', data: event.data }, '*');
});
if (hello) window.parent.parent.postMessage(hello, '*');
