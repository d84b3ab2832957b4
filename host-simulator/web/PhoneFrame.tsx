import type { Ref } from 'react';

/** The device the simulator plays: a handset, or a venue's kiosk tablet in landscape (issue 11 item 1). */
export type Device = 'phone' | 'kiosk';

/** Where the kiosk frame opens when the route is not a kiosk's: venue 11, which has `has_tablet`. */
export const KIOSK_ROUTE = '/kiosk/11';

/**
 * The viewport around the mini-app's app shell: a phone (390 x 844 CSS px, a common handset) or a kiosk
 * tablet in landscape (1180 x 820, a 10.9" tablet).
 */
export function PhoneFrame({
  src,
  frameRef,
  device = 'phone',
}: {
  src: string;
  frameRef?: Ref<HTMLIFrameElement>;
  device?: Device;
}) {
  return (
    <div className={device === 'kiosk' ? 'sim-phone sim-kiosk' : 'sim-phone'} data-device={device}>
      <iframe className="sim-phone-screen" title="Mini-app" src={src} name="dastarkhan-app" ref={frameRef} />
    </div>
  );
}
