import type { Ref } from 'react';

/** A phone-sized viewport (390 x 844 CSS px, a common handset) around the mini-app's app shell. */
export function PhoneFrame({ src, frameRef }: { src: string; frameRef?: Ref<HTMLIFrameElement> }) {
  return (
    <div className="sim-phone">
      <iframe className="sim-phone-screen" title="Mini-app" src={src} name="dastarkhan-app" ref={frameRef} />
    </div>
  );
}
