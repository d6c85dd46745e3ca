import type { Messages } from '../../i18n/messages/index.ts';
import type { Chakra } from '../../site/view-models/guides.ts';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';

/** Sound healing: the note and seed mantra of each chakra (C/LAM for the root … B/OM for the crown). */
export function SoundTable({ chakras, labels }: { chakras: Chakra[]; labels: Messages['chakraGuide'] }) {
  return (
    <section aria-labelledby="sound-title">
      <h2 id="sound-title" className="text-3xl font-semibold text-violet-900">
        {labels.soundHeading}
      </h2>
      <p className="mt-3 max-w-2xl text-ink-soft">{labels.soundIntro}</p>
      <Table containerClassName="mt-6 rounded-[var(--radius-card)] bg-paper shadow-soft">
        <TableCaption srOnly>{labels.soundHeading}</TableCaption>
        <TableHeader className="bg-violet-100 text-violet-900">
          <TableRow className="border-0">
            <TableHead className="px-4 py-3">{labels.chakrasHeading}</TableHead>
            <TableHead className="px-4 py-3">{labels.note}</TableHead>
            <TableHead className="px-4 py-3">{labels.mantra}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {chakras.map((chakra) => (
            <TableRow key={chakra.key} className="last:border-0">
              <TableHead scope="row" className="px-4 py-3 font-medium text-ink">
                <span
                  className="me-2 inline-block size-3 rounded-full align-middle"
                  style={{ backgroundColor: chakra.hex }}
                  aria-hidden="true"
                />
                {chakra.title}
              </TableHead>
              <TableCell className="px-4 py-3 font-display text-lg font-semibold">{chakra.note}</TableCell>
              <TableCell className="px-4 py-3 font-display text-lg font-semibold tracking-wider">
                {chakra.mantra}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
