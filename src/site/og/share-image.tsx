import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const fontFile = (path: string) => readFile(require.resolve(path));

/** Fonts are read once per build; satori needs WOFF or TTF (not WOFF2), hence the static packages. */
const fonts = Promise.all([
  fontFile('@fontsource/fraunces/files/fraunces-latin-600-normal.woff'),
  fontFile('@fontsource/inter/files/inter-latin-500-normal.woff'),
]).then(([display, body]) => [
  { name: 'Fraunces', data: display, weight: 600 as const, style: 'normal' as const },
  { name: 'Inter', data: body, weight: 500 as const, style: 'normal' as const },
]);

/** What a share card says. */
export interface ShareCard {
  title: string;
  /** Small line above the title (the category). */
  eyebrow: string;
  /** Bottom line (brand and reading time). */
  footer: string;
  /** Two colours for the background gradient. */
  colors: readonly [string, string];
}

/** A 1200×630 JPEG share image (Open Graph, Twitter) drawn from text, with no network access. */
export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  const svg = await satori(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        color: '#fffdf9',
        backgroundImage: `linear-gradient(135deg, ${card.colors[0]}, ${card.colors[1]})`,
        fontFamily: 'Inter',
      }}
    >
      {/* Inset by position, not padding: satori sizes the root as content-box, so padding overflows. */}
      <div
        style={{
          position: 'absolute',
          inset: 0,
          top: 72,
          right: 80,
          bottom: 72,
          left: 80,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <div style={{ display: 'flex', fontSize: 30, letterSpacing: 4, textTransform: 'uppercase', color: '#e0c28a' }}>
          {card.eyebrow}
        </div>
        <div
          style={{
            display: 'flex',
            fontFamily: 'Fraunces',
            fontSize: card.title.length > 48 ? 64 : 76,
            lineHeight: 1.1,
            maxWidth: 1000,
          }}
        >
          {card.title}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 30, color: '#ece7f6' }}>
          <div
            style={{
              display: 'flex',
              width: 44,
              height: 44,
              borderRadius: 22,
              border: '3px solid #e0c28a',
              marginRight: 20,
            }}
          />
          {card.footer}
        </div>
      </div>
    </div>,
    { width: 1200, height: 630, fonts: await fonts },
  );
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
