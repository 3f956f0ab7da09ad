import sharp from 'sharp';

/** Side of the square picture we keep; large enough for a 2x retina avatar of 128 px. */
export const AVATAR_SIZE_PX = 256;
export const AVATAR_CONTENT_TYPE = 'image/webp';
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
