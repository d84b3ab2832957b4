import { photoUrl } from '../../menu/components/image-url.ts';

/**
 * A dish's photo at its tile's size, or where it has none a plain neutral tile of the same size: never a
 * pictogram guessed from the name, which could contradict the dish (issue 29 §3). Decorative: the name
 * beside it is what a screen reader reads.
 */
export function KioskPhoto({ url, width, height }: { url: string | null; width: number; height: number }) {
  return url ? (
    <img
      className="ks-photo"
      src={photoUrl(url, width, height)}
      alt=""
      width={width}
      height={height}
      loading="lazy"
    />
  ) : (
    <span className="ks-photo ks-photo-none" aria-hidden="true" />
  );
}
