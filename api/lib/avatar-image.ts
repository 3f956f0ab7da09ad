import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type Sharp from 'sharp';

/** Side of the square picture we keep; large enough for a 2x retina avatar of 128 px. */
export const AVATAR_SIZE_PX = 256;
export const AVATAR_CONTENT_TYPE = 'image/webp';
/**
 * sharp (libvips) is loaded on the first upload, not at start: most processes never decode a picture,
 * and loading it costs every process several MB of memory (issue 39's RSS-after-start budget).
 */
let sharpModule: Promise<{ default: typeof Sharp }> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp'));
/** Refuse decompression bombs: a small file may still claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export type ImageKind = 'png' | 'jpeg' | 'webp';

/** What the bytes are, judged by their signature, never by a file name or a declared type. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * Decodes the upload and re-encodes it as a square WebP. Re-encoding is what makes stored pictures
 * safe to serve: metadata (EXIF GPS position, camera serials) is dropped and no crafted payload
 * survives. Returns null when the bytes are not a PNG, JPEG or WebP image that decodes.
 */
export async function normalizeAvatar(bytes: Buffer): Promise<Buffer | null> {
  const sniffed = sniffImageKind(bytes);
  if (!sniffed) return null;
  try {
    const { default: sharp } = await loadSharp();
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== sniffed) return null;
    return await image
      .rotate() // apply the EXIF orientation before the metadata carrying it is dropped
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * The public name of a stored picture: per owner and per picture, so its URL changes with the picture
 * (and can be cached forever) and two owners uploading the same file still get distinct rows.
 */
export function pictureHash(owner: string, image: Buffer): string {
  return createHash('sha256').update(owner).update('\0').update(image).digest('hex').slice(0, 32);
}

/** Answers a stored picture by its hash: cached forever, and shown by the desktop app (another origin) too. */
export function sendPicture(reply: FastifyReply, picture: { contentType: string; data: Uint8Array }) {
  return reply
    .header('content-type', picture.contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(Buffer.from(picture.data));
}
