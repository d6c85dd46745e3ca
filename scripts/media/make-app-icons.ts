/**
 * Makes the installed app's icons from the hand-drawn public/favicon.svg (nothing downloaded):
 *   public/icons/icon-192.png           192×192, the round mark on transparency ("any")
 *   public/icons/icon-512.png           512×512, the same
 *   public/icons/icon-maskable-512.png  512×512, full-bleed violet with the mark inside the
 *                                       central 80 % safe zone, for launchers that crop to shapes
 * Idempotent: the same SVG gives the same files. Usage: node scripts/media/make-app-icons.ts
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const ROOT = new URL('../../', import.meta.url).pathname;
const OUT = join(ROOT, 'public/icons');
/** The mark's background, the site's darkest violet (theme colour of the manifest too). */
const VIOLET = '#2a1f47';

async function main() {
  const favicon = await readFile(join(ROOT, 'public/favicon.svg'), 'utf8');
  await mkdir(OUT, { recursive: true });

  for (const size of [192, 512]) {
    const png = await sharp(Buffer.from(favicon), { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    await writeFile(join(OUT, `icon-${size}.png`), png);
  }

  // The mark's drawing without its own disc, scaled into the safe zone of a violet square.
  const inner = favicon.replace(/<circle cx="16" cy="16" r="15"[^>]*\/>/, '').replace(/<title>.*?<\/title>/, '');
  const body = inner.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${VIOLET}"/>
  <g transform="translate(16 16) scale(0.62) translate(-16 -16)">${body}</g>
</svg>`;
  const png = await sharp(Buffer.from(maskable), { density: (72 * 512) / 32 })
    .resize(512, 512)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await writeFile(join(OUT, 'icon-maskable-512.png'), png);
  console.log('make-app-icons: wrote public/icons/icon-192.png, icon-512.png, icon-maskable-512.png');
}

await main();
