import { useEffect, useState } from 'react';
import { useApiClient } from '../../../api/api-scope.ts';
import { FoodTile } from '../../../ui/FoodTile.tsx';
import { menuStoreOf } from '../api/menu-store.ts';
import { photoUrl } from '../../../ui/image-url.ts';

/**
 * A decorative photo at its display size (image-url.ts) that appears once decoded (image-queue.ts); until
 * then, and for a dish with no photo at all, a same-size neutral pictogram (FoodTile). A photo of the
 * first screen (`priority`) is no lazy image: it loads at once, ahead of the other images, as the page's
 * largest paint it often is (ADR 0005).
 */
export function LazyImage({
  src: original,
  width,
  height,
  className,
  priority = false,
}: {
  src: string | null;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}) {
  const client = useApiClient();
  const images = menuStoreOf(client).images;
  const src = original === null ? null : photoUrl(original, width, height);
  const [ready, setReady] = useState(() => src !== null && (priority || images.isReady(src)));
  useEffect(() => {
    if (ready || src === null) return;
    return images.request(src, () => setReady(true));
  }, [images, src, ready]);
  if (!ready || src === null) {
    return (
      <FoodTile
        iconSize={Math.round(Math.min(width, height) * 0.45)}
        className={`dkm-placeholder ${className ?? ''}`}
      />
    );
  }
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
