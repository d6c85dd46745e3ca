import type { Messages } from '../../i18n/messages/index.ts';
import type { ChakraGuideData } from '../../site/view-models/guides.ts';
import { TextSection } from '../ui/TextSection.tsx';

const h2 = 'text-3xl font-semibold text-violet-900';
const card = 'rounded-[var(--radius-card)] bg-paper p-6 shadow-soft';

/** Titled short texts as a grid of cards (benefits, methods, daily practices). */
function CardGrid({ id, title, items }: { id: string; title: string; items: { title: string; text: string }[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={h2}>
        {title}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className={card}>
            <h3 className="text-lg font-semibold text-violet-900">{item.title}</h3>
            <p className="mt-2 text-sm text-ink-soft">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The guide's sections after the seven chakras: benefits, signs, methods, practices, first steps, conclusion. */
export function GuideSections({ guide, labels }: { guide: ChakraGuideData; labels: Messages['chakraGuide'] }) {
  const signs: [string, string[]][] = [
    [labels.physical, guide.imbalanceSigns.physical],
    [labels.emotional, guide.imbalanceSigns.emotional],
    [labels.mental, guide.imbalanceSigns.mental],
  ];
  return (
    <div className="space-y-16">
      <CardGrid id="benefits-title" title={labels.benefitsHeading} items={guide.benefits} />
      <section aria-labelledby="signs-title">
        <h2 id="signs-title" className={h2}>
          {labels.signsHeading}
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {signs.map(([kind, list]) => (
            <div key={kind} className={card}>
              <h3 className="text-lg font-semibold text-violet-900">{kind}</h3>
              <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-ink-soft">
                {list.map((sign) => (
                  <li key={sign}>{sign}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <CardGrid id="methods-title" title={labels.methodsHeading} items={guide.methods} />
      <CardGrid id="daily-title" title={labels.dailyHeading} items={guide.dailyPractices} />
      <section aria-labelledby="journey-title">
        <h2 id="journey-title" className={h2}>
          {labels.journeyHeading}
        </h2>
        <ol className="mt-6 max-w-2xl list-decimal space-y-2 ps-6 text-ink">
          {guide.journeySteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <TextSection id="conclusion-title" title={labels.conclusionHeading} paragraphs={guide.conclusion} />
    </div>
  );
}
