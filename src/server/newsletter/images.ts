/**
 * Images the owner puts in an edition: checked (a JPEG, PNG or WebP that sharp can read, at most
 * 10 MB), turned upright, stripped of their metadata (a phone photo's EXIF holds where it was
 * taken), resized to twice the mail's 560-pixel column, and kept in the database — so every server
 * serves the same files — under the SHA-256 of their bytes, a name that never changes meaning and
 * so can be cached for a year.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import { EDITION_IMAGE_PATH } from '../../lib/edition-document.ts';
import type { Database } from '../db/client.ts';
import { newsletterImages } from '../db/schema.ts';

/** Twice the mail's text column (560 px), for sharp images on phones' dense screens. */
const MAIL_IMAGE_WIDTH = 1120;

/** A stored image's address in the site, and its size. */
export interface StoredImage {
  src: string;
  width: number;
  height: number;
}

/**
 * Resizes and stores an uploaded image; 'rejected' when it is not a JPEG, PNG or WebP image
 * (whatever the request claimed). Mail programs show JPEG and PNG everywhere, WebP not in every
 * Outlook: a photo becomes a JPEG, an image with transparency a PNG.
 */
export async function storeImage(db: Database, upload: Buffer): Promise<StoredImage | 'rejected'> {
  let output: { data: Buffer; info: OutputInfo };
  let transparent: boolean;
  try {
    const image = sharp(upload, { limitInputPixels: 50_000_000 });
    const metadata = await image.metadata();
    if (!['jpeg', 'png', 'webp'].includes(metadata.format ?? '')) return 'rejected';
    transparent = metadata.hasAlpha === true;
    const resized = image.rotate().resize({ width: MAIL_IMAGE_WIDTH, withoutEnlargement: true });
    output = await (transparent
      ? resized.png({ compressionLevel: 9, palette: true })
      : resized.jpeg({ quality: 78, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
  } catch {
    return 'rejected';
  }
  const hash = createHash('sha256').update(output.data).digest('hex').slice(0, 32);
  const contentType = transparent ? 'image/png' : 'image/jpeg';
  await db
    .insert(newsletterImages)
    .values({ hash, contentType, width: output.info.width, height: output.info.height, bytes: output.data })
    .onConflictDoNothing();
  return {
    src: `${EDITION_IMAGE_PATH}${hash}.${transparent ? 'png' : 'jpg'}`,
    width: output.info.width,
    height: output.info.height,
  };
}

/** The file behind an image's name (`<hash>.jpg|png`), or undefined. */
export async function readImage(db: Database, name: string) {
  const match = /^([a-f0-9]{32})\.(jpg|png)$/.exec(name);
  if (!match?.[1]) return undefined;
  const [image] = await db
    .select({ contentType: newsletterImages.contentType, bytes: newsletterImages.bytes })
    .from(newsletterImages)
    .where(eq(newsletterImages.hash, match[1]));
  if (!image || (image.contentType === 'image/png') !== (match[2] === 'png')) return undefined;
  return image;
}
