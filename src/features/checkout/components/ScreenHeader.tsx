import type { ReactNode } from 'react';
import { BackHeader } from '../../../ui/BackHeader.tsx';

/** Checkout's screen header: the shared one with the feature's sticky style. */
export function ScreenHeader(props: { title: string; backHref: string; children?: ReactNode }) {
  return <BackHeader {...props} className="ck-header" />;
}
