/**
 * `npm run translations -- <command>`: the state of the content's translations (see
 * lib/site-health/translations.ts).
 *
 *   status                  entries missing a language, awaiting translation, or whose English text
 *                           changed since they were translated
 *   stamp <entry|file>...   after updating a translation, records that it now matches the English
 *                           text (`posts/tarot-meaning`, `quiz`, or a file path; all languages of the entry
 *                           unless a file names one); `stamp --all` stamps every translation
 */

import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_LOCALE } from '../src/i18n/locales.ts';
import { ownerCommand } from './lib/owner-command.ts';
import { checkTranslations, readContent, sourceHash, stampTranslation } from './lib/site-health/translations.ts';

const { command, flags } = ownerCommand('translations', ['status', 'stamp'], 'stamp takes entries, files or --all');
const content = readContent(resolve('src/content'), { fixtures: process.env.VIBRA_CONTENT_FIXTURES === '1' });

if (command === 'status') {
  const { missing, awaiting, stale, length } = checkTranslations(content);
  const lines = [
    ...missing.map((finding) => `missing      ${finding.entry} (${finding.locale})`),
    ...awaiting.map((finding) => `awaiting     ${finding.entry} (${finding.locale})`),
    ...stale.map((finding) => `out of date  ${finding.entry} (${finding.locale}): the English text changed`),
    ...length.map((finding) => `length       ${finding.entry} (${finding.locale}): ${finding.value}% of the English`),
  ];
  console.log(
    lines.length > 0 ? lines.join('\n') : 'Every translation is present and made from the current English text.',
  );
}

if (command === 'stamp') {
  const all = flags.includes('--all');
  const wanted = flags.filter((flag) => flag !== '--all');
  if (!all && wanted.length === 0) {
    console.error('name the entries or files to stamp (e.g. posts/tarot-meaning), or --all');
    process.exit(2);
  }
  const files = new Set(wanted.map((flag) => resolve(flag)));
  const englishByEntry = new Map(
    content.filter((entry) => entry.locale === DEFAULT_LOCALE).map((entry) => [entry.entry, entry]),
  );
  const unknown = wanted.filter(
    (flag) => !englishByEntry.has(flag) && !content.some((entry) => entry.file === resolve(flag)),
  );
  if (unknown.length > 0) {
    console.error(`not a content entry or file: ${unknown.join(', ')}`);
    process.exit(2);
  }
  let stamped = 0;
  for (const translation of content.filter((entry) => entry.locale !== DEFAULT_LOCALE)) {
    if (!all && !wanted.includes(translation.entry) && !files.has(translation.file)) continue;
    const english = englishByEntry.get(translation.entry);
    if (!english) continue;
    const updated = stampTranslation(translation, sourceHash(english));
    if (updated === null) continue;
    writeFileSync(translation.file, updated);
    stamped++;
    console.log(`stamped ${translation.entry} (${translation.locale})`);
  }
  console.log(`${stamped} translation${stamped === 1 ? '' : 's'} stamped`);
}
