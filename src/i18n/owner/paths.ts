/**
 * The owner's pages: English paths, prefixed with `/{locale}` in the other languages like every
 * page of the site. Not in the public route list: no menu, sitemap or search engine knows them.
 */
import type { Locale } from '../locales.ts';
import { localizePath, splitLocale } from '../paths.ts';

export const OWNER_PAGES = {
  overview: '/admin',
  subscribers: '/admin/subscribers',
  leads: '/admin/leads',
  bookings: '/admin/bookings',
  bookingSettings: '/admin/bookings/settings',
  chat: '/admin/chat',
  mail: '/admin/mail',
  newsletter: '/admin/newsletter',
  edition: '/admin/newsletter/edition',
  missing: '/admin/missing-pages',
  privacy: '/admin/privacy-requests',
  signIn: '/admin/sign-in',
  enroll: '/admin/enroll',
  resetPassword: '/admin/reset-password',
  sessions: '/admin/sessions',
  activity: '/admin/activity',
} as const;

export type OwnerPage = keyof typeof OWNER_PAGES;

/** The pages open without a session: signing in, setting up access, resetting a forgotten password. */
export const OPEN_OWNER_PAGES: readonly OwnerPage[] = ['signIn', 'enroll', 'resetPassword'];

/** The path of an owner page in a language. */
export function ownerPath(page: OwnerPage, locale: Locale): string {
  return localizePath(OWNER_PAGES[page], locale);
}

/** Which owner page a path is, in which language; undefined for any other path. */
export function ownerPageOf(path: string): { page: OwnerPage; locale: Locale } | undefined {
  const { locale, path: english } = splitLocale(path);
  const page = (Object.keys(OWNER_PAGES) as OwnerPage[]).find((key) => OWNER_PAGES[key] === english);
  return page && { page, locale };
}
