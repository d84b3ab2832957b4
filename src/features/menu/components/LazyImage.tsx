import { useEffect, useState } from 'react';
import { useMountScope } from '../../../mount-context.ts';
import { menuStoreOf } from '../api/menu-store.ts';
import { sizedImageUrl } from './image-url.ts';

/** Pixels per CSS pixel the thumbnails are asked at: sharp on the 2x screens of most phones. */
const DENSITY = 2;

/**
 * A decorative photo at its display size (image-url.ts) that appears once decoded (image-queue.ts); until
 * then a same-size placeholder. A photo of the first screen (`priority`) is no lazy image: it loads at once,
 * ahead of the other images, as the page's largest paint it often is (ADR 0005).
 */
export function LazyImage({
  src: original,
  width,
  height,
  className,
  priority = false,
}: {
  src: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}) {
  const { runtime } = useMountScope();
  const images = menuStoreOf(runtime.core.client).images;
  const src = sizedImageUrl(original, width * DENSITY, height * DENSITY);
  const [ready, setReady] = useState(() => priority || images.isReady(src));
  useEffect(() => {
    if (ready) return;
    return images.request(src, () => setReady(true));
  }, [images, src, ready]);
  if (!ready) return <span className={`dkm-placeholder ${className ?? ''}`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
