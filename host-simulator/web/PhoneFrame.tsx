/** A phone-sized viewport (390 x 844 CSS px, a common handset) around the mini-app's app shell. */
export function PhoneFrame({ src }: { src: string }) {
  return (
    <div className="sim-phone">
      <iframe className="sim-phone-screen" title="Mini-app" src={src} name="dastarkhan-app" />
    </div>
  );
}
