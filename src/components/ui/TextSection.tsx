/** A titled run of paragraphs (about page profile and philosophy, the chakra guide's conclusion). */
export function TextSection({ id, title, paragraphs }: { id: string; title: string; paragraphs: readonly string[] }) {
  return (
    <section aria-labelledby={id} className="max-w-3xl">
      <h2 id={id} className="text-3xl font-semibold text-violet-900">
        {title}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg text-ink-soft">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
