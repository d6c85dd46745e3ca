import sprite from '../../assets/icons.svg?url';
import type { SocialNetwork } from '../../config/site.ts';

/** The drawn icons services can use (content schema `icon`). */
export type ServiceIconName = 'eye' | 'play' | 'users' | 'chat' | 'compass' | 'sparkle';

/**
 * An icon of src/assets/icons.svg (decorative: the text beside it or the link's name says what it
 * means). The sprite is one cached file, fetched only when an icon is drawn, so icons below the
 * first screen cost the page's first bytes nothing.
 */
export function Icon({
  name,
  className = 'size-6',
}: {
  name: ServiceIconName | SocialNetwork | 'rings';
  className?: string;
}) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
