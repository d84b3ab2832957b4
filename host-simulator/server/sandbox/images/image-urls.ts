/**
 * Image URLs in the image-proxy shape of docs/contract/calls.md#image-proxy ("the host's first label as bucket, the path, optional
 * size and optional @format suffix"), served by the sandbox itself:
 *   {origin}/sandbox/img/{bucket}[/{size}]/{path}[@{format}]
 * e.g. /sandbox/img/menu/products/50001.svg, /sandbox/img/menu/300x300/products/50001.svg@webp.
 * The API hands out the plain form; a client may add a size and a format.
 */
export const IMAGE_PREFIX = '/sandbox/img/';

export type ImageBucket = 'menu' | 'brandy' | 'promos';

export function imageUrl(origin: string, bucket: ImageBucket, path: string): string {
  return `${origin}${IMAGE_PREFIX}${bucket}/${path}.svg`;
}
