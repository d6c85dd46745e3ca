/**
 * The few lines of plain script every page runs before any interaction (one small inline module,
 * no framework): keep the language choice in step, switch on the web fonts, start the home page's
 * hero video. Each waits for the first paint where it could compete with it.
 */
import { startHeroVideo } from './hero-video.ts';
import { rememberLanguage } from './language-memory.ts';
import { switchOnWebFonts } from './web-fonts.ts';

export function startPage(): void {
  rememberLanguage();
  switchOnWebFonts();
  startHeroVideo();
}
