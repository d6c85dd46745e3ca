/**
 * The quiz guides as designed PDFs, made after `astro build` (postbuild.ts) from the quiz content
 * (`src/content/quiz/<lang>.yaml`, already checked by its schema during the build): one per result
 * and language, at `QUIZ_PATHS.guidePdf` (the guide page's address plus `.pdf`). Fonts come from the installed @fontsource
 * packages (no network); colours and type follow the site.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Document, type DocumentProps, Font, Page, renderToFile, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { parse } from 'yaml';
import { site } from '../../src/config/site.ts';
import { HTML_LANG, LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { getMessages } from '../../src/i18n/messages/index.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { type QuizContent, quizContentSchema } from '../../src/lib/quiz/content-schema.ts';
import { QUIZ_PATHS, QUIZ_RESULTS } from '../../src/lib/quiz/results.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const font = (file: string) => require.resolve(`@fontsource/${file}`);

Font.register({
  family: 'Inter',
  fonts: [
    { src: font('inter/files/inter-latin-400-normal.woff'), fontWeight: 400 },
    { src: font('inter/files/inter-latin-600-normal.woff'), fontWeight: 600 },
  ],
});
Font.register({ family: 'Fraunces', src: font('fraunces/files/fraunces-latin-600-normal.woff'), fontWeight: 600 });
// Whole words on a line: no hyphenation rules for four languages.
Font.registerHyphenationCallback((word) => [word]);

const VIOLET = '#2a1f47';
const INK = '#2b2438';
const SOFT = '#6b6378';

const styles = StyleSheet.create({
  page: {
    paddingTop: 56,
    paddingBottom: 64,
    paddingHorizontal: 56,
    fontFamily: 'Inter',
    fontSize: 11,
    color: INK,
    lineHeight: 1.55,
  },
  cover: { backgroundColor: VIOLET, color: '#f7f3ee', padding: 28, borderRadius: 12, marginBottom: 28 },
  eyebrow: { fontSize: 9, fontWeight: 600, letterSpacing: 1.2, textTransform: 'uppercase', color: '#e9d8a6' },
  title: { fontFamily: 'Fraunces', fontWeight: 600, fontSize: 24, lineHeight: 1.2, marginTop: 8 },
  subtitle: { fontSize: 12, marginTop: 10, color: '#ddd3ee' },
  heading: { fontFamily: 'Fraunces', fontWeight: 600, fontSize: 15, color: VIOLET, marginTop: 20, marginBottom: 6 },
  paragraph: { marginBottom: 8 },
  step: { flexDirection: 'row', marginBottom: 5 },
  stepNumber: { width: 18, fontWeight: 600, color: VIOLET },
  stepText: { flex: 1 },
  closing: { marginTop: 18, padding: 14, backgroundColor: '#f7f3ee', borderRadius: 8 },
  footer: {
    position: 'absolute',
    bottom: 28,
    left: 56,
    right: 56,
    fontSize: 8,
    color: SOFT,
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
});

type Guide = QuizContent['guides']['chakraAlignment'];

function guideDocument(guide: Guide, locale: Locale, siteUrl: string): ReactElement<DocumentProps> {
  const messages = getMessages(locale);
  return h(
    Document,
    { title: guide.title, author: site.authorName, language: HTML_LANG[locale], subject: guide.subtitle },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(
        View,
        { style: styles.cover },
        h(Text, { style: styles.eyebrow }, messages.quiz.guideEyebrow),
        h(Text, { style: styles.title }, guide.title),
        h(Text, { style: styles.subtitle }, guide.subtitle),
      ),
      h(Text, { style: styles.paragraph }, guide.intro),
      ...guide.sections.map((section) =>
        h(
          View,
          { key: section.heading, wrap: true },
          h(Text, { style: styles.heading, minPresenceAhead: 40 }, section.heading),
          ...section.paragraphs.map((paragraph) => h(Text, { key: paragraph, style: styles.paragraph }, paragraph)),
          ...(section.steps ?? []).map((step, index) =>
            h(
              View,
              { key: step, style: styles.step, wrap: false },
              h(Text, { style: styles.stepNumber }, `${index + 1}.`),
              h(Text, { style: styles.stepText }, step),
            ),
          ),
        ),
      ),
      h(View, { style: styles.closing, wrap: false }, h(Text, null, guide.closing)),
      h(
        View,
        { style: styles.footer, fixed: true },
        h(Text, null, `${site.brandName} · ${siteUrl.replace(/^https?:\/\//, '')}`),
        h(Text, {
          render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
            `${pageNumber} / ${totalPages}`,
        }),
      ),
    ),
  );
}

/** Writes every guide PDF into the build's client folder; returns how many. */
export async function buildQuizGuidePdfs(distDir: string, siteUrl: string): Promise<number> {
  let count = 0;
  for (const locale of LOCALES) {
    const quiz = quizContentSchema.parse(
      parse(await readFile(join(ROOT, 'src/content/quiz', `${locale}.yaml`), 'utf8')),
    );
    for (const result of QUIZ_RESULTS) {
      const file = join(distDir, 'client', localizePath(QUIZ_PATHS.guidePdf(result), locale));
      await mkdir(dirname(file), { recursive: true });
      await renderToFile(guideDocument(quiz.guides[result], locale, siteUrl), file);
      count++;
    }
  }
  return count;
}
