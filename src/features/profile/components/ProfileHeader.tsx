import { BackHeader } from '../../../ui/BackHeader.tsx';

/** The profile's screen header: the shared one with the feature's sticky style. */
export function ProfileHeader(props: { title: string; backHref: string }) {
  return <BackHeader {...props} className="pf-header" />;
}
