/**
 * The image proxy's URL for a picture at a size (docs/contract/calls.md#image-proxy: bucket, path, optional size, optional @format):
 * `{origin}/…/img/{bucket}/{path}` becomes `{origin}/…/img/{bucket}/{W}x{H}/{path}`. A thumbnail then costs
 * the bytes of a thumbnail. URLs of any other shape are left as they are.
 */
export function sizedImageUrl(url: string, width: number, height: number): string {
  const match = /^(.*\/img\/[\w-]+\/)(?!\d+(?:x\d+)?\/)(.+)$/.exec(url);
  if (!match) return url;
  return `${match[1]}${Math.round(width)}x${Math.round(height)}/${match[2]}`;
}

/** Pixels per CSS pixel the thumbnails are asked at: sharp on the 2x screens of most phones. */
const DENSITY = 2;

/** The URL a photo shown at `width` x `height` CSS pixels is asked at (LazyImage, and the shell's preload). */
export const photoUrl = (url: string, width: number, height: number): string =>
  sizedImageUrl(url, width * DENSITY, height * DENSITY);
