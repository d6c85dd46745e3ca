/// <reference types="astro/client" />

declare global {
  namespace App {
    /** What the production server hands to on-demand pages (`Astro.locals`). */
    interface Locals {
      /** Field Web Vitals' report, for /performance (absent under `astro dev`). */
      vitals?: import('./server/vitals/service.ts').VitalsService;
      /** The last build's site-health report, for /audit (absent under `astro dev` or before a build). */
      siteHealth?: import('./lib/site-health.ts').SiteHealthReport | null;
      /** On the owner's pages: who is signed in (level 2), and what the pages read (src/server/auth/owner-pages.ts). */
      owner?: import('./server/auth/owner-pages.ts').OwnerPageLocals;
      /** On the privacy request page: what it shows this visitor (src/server/privacy/routes.ts). */
      privacy?: import('./lib/privacy-request.ts').PrivacyPageLocals;
      /** The newsletter's public archive: its list, editions and feed (src/server/newsletter/archive-pages.ts). */
      archive?: import('./lib/edition-archive.ts').ArchiveLocals;
      /** The booking pages: free times, a booking's own page, a refused post (src/server/booking/pages.ts). */
      booking?: import('./lib/booking.ts').BookingPageLocals;
    }
  }
}

export {};
