/** A section's heading and intro, with the id the section's aria-labelledby points to. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <>
      <h2 id={id} className="text-3xl font-semibold text-violet-900 sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-2xl text-lg text-ink-soft">{intro}</p>}
    </>
  );
}
