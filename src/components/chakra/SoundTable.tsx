import type { Messages } from '../../i18n/messages/index.ts';
import type { Chakra } from './types.ts';

/** Sound healing: the note and seed mantra of each chakra (spec: C/LAM … B/OM). */
export function SoundTable({ chakras, labels }: { chakras: Chakra[]; labels: Messages['chakraGuide'] }) {
  return (
    <section aria-labelledby="sound-title">
      <h2 id="sound-title" className="text-3xl font-semibold text-violet-900">
        {labels.soundHeading}
      </h2>
      <p className="mt-3 max-w-2xl text-ink-soft">{labels.soundIntro}</p>
      <div className="mt-6 overflow-x-auto rounded-[var(--radius-card)] bg-paper shadow-soft">
        <table className="w-full text-start text-sm">
          <thead className="bg-violet-100 text-violet-900">
            <tr>
              <th scope="col" className="px-4 py-3 text-start">
                {labels.chakrasHeading}
              </th>
              <th scope="col" className="px-4 py-3 text-start">
                {labels.note}
              </th>
              <th scope="col" className="px-4 py-3 text-start">
                {labels.mantra}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-violet-100">
            {chakras.map((chakra) => (
              <tr key={chakra.key}>
                <th scope="row" className="px-4 py-3 text-start font-medium text-ink">
                  <span
                    className="me-2 inline-block size-3 rounded-full align-middle"
                    style={{ backgroundColor: chakra.hex }}
                    aria-hidden="true"
                  />
                  {chakra.title}
                </th>
                <td className="px-4 py-3 font-display text-lg font-semibold">{chakra.note}</td>
                <td className="px-4 py-3 font-display text-lg font-semibold tracking-wider">{chakra.mantra}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
