import { type RefObject, useEffect, useState } from 'react';

/** True once the element has come within `margin` of the viewport (and stays true): for lazy sections. */
export function useInView(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = ref.current;
    if (seen || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
