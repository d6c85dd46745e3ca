import type { ReactNode } from 'react';
import type { ArchiveEditionPageProps, LanguageLink } from '../../site/view-models/newsletter-archive.ts';
import { PageShell } from '../page/PageShell.tsx';
import { EditionBody } from './EditionBody.tsx';

const linkClass = 'font-semibold text-violet-700 underline underline-offset-4 hover:text-violet-900';

/** Links to an edition in other languages, each named and marked in its own. */
function Languages({ links }: { links: LanguageLink[] }) {
  return (
    <>
      {links.map((link, index) => (
        <span key={link.href}>
          {index > 0 && ' · '}
          <a href={link.href} lang={link.lang} hrefLang={link.lang} className={linkClass}>
            {link.label}
          </a>
        </span>
      ))}
    </>
  );
}

/**
 * One edition of the newsletter as the site shows it: its date, subject and text, the languages
 * it was also written in, and the signup form (as children) to receive the next. Instead, when it
 * is not here: why, and where it is.
 */
export function ArchiveEditionPage(props: ArchiveEditionPageProps & { children?: ReactNode }) {
  const { back, children } = props;
  const backLink = (
    <a href={back.href} className={linkClass}>
      <span aria-hidden="true">← </span>
      {back.label}
    </a>
  );
  if (props.kind === 'notice') {
    return (
      <PageShell title={props.heading} intro={props.text}>
        <div className="max-w-2xl space-y-6">
          {props.languages.length > 0 && (
            <p className="text-lg">
              <Languages links={props.languages} />
            </p>
          )}
          <p>{backLink}</p>
        </div>
      </PageShell>
    );
  }
  const { subject, sent, doc, images, alsoIn } = props;
  return (
    <article className="container-page py-12 sm:py-16">
      <p className="text-sm">{backLink}</p>
      <header className="mt-8 max-w-3xl">
        <p className="text-sm font-medium text-ink-soft">
          <time dateTime={sent.dateTime}>{sent.text}</time>
        </p>
        <h1 className="mt-3 text-4xl font-semibold text-violet-900 sm:text-5xl">{subject}</h1>
        {alsoIn && (
          <p className="mt-4 text-sm text-ink-soft">
            {alsoIn.label}: <Languages links={alsoIn.links} />
          </p>
        )}
      </header>
      <div className="mt-10">
        <EditionBody doc={doc} images={images} />
      </div>
      {children && <div className="mt-14 max-w-[68ch]">{children}</div>}
    </article>
  );
}
