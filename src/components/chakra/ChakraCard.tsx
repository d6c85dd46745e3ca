import { format, type Messages } from '../../i18n/messages/index.ts';
import type { Chakra } from '../../site/view-models/guides.ts';

/** One chakra: its names, where and what it is, signs of imbalance, and its crystals. */
export function ChakraCard({
  chakra,
  number,
  labels,
}: {
  chakra: Chakra;
  number: number;
  labels: Messages['chakraGuide'];
}) {
  const facts: [string, string][] = [
    [labels.location, chakra.location],
    [labels.color, chakra.color],
    [labels.element, chakra.element],
    [labels.purpose, chakra.purpose],
    [labels.function, chakra.function],
  ];
  return (
    <article
      id={`chakra-${chakra.key}`}
      className="scroll-mt-24 rounded-[var(--radius-card)] bg-paper p-6 shadow-soft sm:p-8"
      aria-labelledby={`chakra-${chakra.key}-title`}
    >
      <header className="flex items-center gap-4">
        <span
          className="size-12 shrink-0 rounded-full shadow-inner"
          style={{ background: `radial-gradient(circle at 35% 30%, #ffffff80, ${chakra.hex} 55%)` }}
          aria-hidden="true"
        />
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-violet-600">
            {format(labels.chakraNumber, { number })}
          </p>
          <h3 id={`chakra-${chakra.key}-title`} className="text-2xl font-semibold text-violet-900">
            {chakra.title} <span className="font-body text-base font-normal text-ink-soft">· {chakra.name}</span>
          </h3>
        </div>
      </header>
      <p className="mt-5 text-ink">{chakra.paragraph}</p>
      <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="font-semibold text-violet-900">{term}</dt>
            <dd className="text-ink-soft">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h4 className="font-semibold text-violet-900">{labels.symptoms}</h4>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-ink-soft">
            {chakra.symptoms.map((symptom) => (
              <li key={symptom}>{symptom}</li>
            ))}
          </ul>
        </div>
        <div className="space-y-3 text-sm">
          <p>
            <strong className="text-violet-900">{labels.underactive}: </strong>
            <span className="text-ink-soft">{chakra.underactive}</span>
          </p>
          <p>
            <strong className="text-violet-900">{labels.overactive}: </strong>
            <span className="text-ink-soft">{chakra.overactive}</span>
          </p>
          <p>
            <strong className="text-violet-900">{labels.crystals}: </strong>
            <span className="text-ink-soft">{chakra.crystals}</span>
          </p>
        </div>
      </div>
    </article>
  );
}
