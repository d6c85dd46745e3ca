import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { CATEGORY_KEYS } from './lib/blog-categories.ts';
import { bookableServiceSchema } from './lib/booking.ts';
import { quizContentSchema } from './lib/quiz/content-schema.ts';

/** Entry ids are `<locale>/<file name>`, whatever the frontmatter says (the glob loader would use `slug`). */
const localeId = ({ entry }: { entry: string }) => entry.replace(/\.(md|mdx|ya?ml)$/, '');

/**
 * Test fixtures among the content (`fixture-*.md`, e.g. an article left untranslated on purpose,
 * so the "not translated yet" notice stays tested once every real page is translated) are built
 * only when VIBRA_CONTENT_FIXTURES=1, as `npm test` does; never in the owner's builds.
 */
const withFixtures = (pattern: string) =>
  process.env.VIBRA_CONTENT_FIXTURES === '1' ? pattern : [pattern, `!${pattern.replace(/[^/]*$/, 'fixture-*')}`];

const faqItem = z.object({
  /** The question as a reader would ask it. */
  question: z.string().min(5),
  /** The answer; simple emphasis only (<strong>, <em>), rendered safely. */
  answer: z.string().min(10),
  /** Search words for the FAQ filter and related content. */
  keywords: z.array(z.string()).default([]),
});

const posts = defineCollection({
  loader: glob({ pattern: withFixtures('*/*.md'), base: './src/content/posts', generateId: localeId }),
  schema: z.object({
    /** The URL slug in this language; defaults to the file name, which is the English slug. */
    slug: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    /** Headline; also the page title, so keep it to 60 characters. */
    title: z.string().min(10).max(60),
    /** One or two sentences for search results and cards (50 to 160 characters). */
    description: z.string().min(50).max(160),
    /** One of the blog's category keys. */
    category: z.enum(CATEGORY_KEYS),
    /** Phrases readers search for; they also drive the related-articles scoring. */
    keywords: z.array(z.string().min(3)).min(3),
    /** Byline; defaults to the site's author. */
    author: z.string().optional(),
    /** First publication date (YYYY-MM-DD). */
    date: z.coerce.date(),
    /** Date of the last meaningful revision, if any. */
    updated: z.coerce.date().optional(),
    /** Questions readers ask about the topic, shown at the end of the article and as FAQPage data. */
    faq: z.array(faqItem).optional(),
  }),
});

const services = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/services', generateId: localeId }),
  schema: z.object({
    /** Service name as the card and page heading show it. */
    title: z.string().min(3).max(60),
    /** One-sentence summary for the card and the page description (50 to 160 characters). */
    summary: z.string().min(50).max(160),
    /** The drawn icon the card shows. */
    icon: z.enum(['eye', 'play', 'users', 'chat', 'compass', 'sparkle']),
    /** The one service the home grid highlights (energy reading). */
    featured: z.boolean().default(false),
    /** Position in the grid, smallest first. */
    order: z.number().int(),
  }),
});

/** What a visitor books of a service (its id is the service's file name): one file, every language. */
const bookable = defineCollection({
  loader: file('./src/content/booking/services.yaml'),
  schema: bookableServiceSchema,
});

const offers = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/offers', generateId: localeId }),
  schema: z.object({
    /** Product or course name. */
    title: z.string().min(3).max(60),
    /** One-sentence summary for the card and the page description (50 to 160 characters). */
    description: z.string().min(50).max(160),
    /** Kind of offer: courses live under /courses, the rest under /products. */
    category: z.enum(['course', 'ebook', 'product']),
    /** Starting price as a number in `currency`. */
    price: z.number().positive(),
    /** ISO 4217 currency code of `price`. */
    currency: z.string().length(3).default('USD'),
    /** Position among featured offers, smallest first. */
    order: z.number().int(),
  }),
});

const faq = defineCollection({
  loader: glob({ pattern: '*/*.yaml', base: './src/content/faq', generateId: localeId }),
  schema: z.object({
    /** The questions of this set, in display order. */
    items: z.array(faqItem).min(1),
  }),
});

const testimonials = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/testimonials', generateId: localeId }),
  schema: z.object({
    /** True while these are placeholder stories the owner must replace (listed on /audit). */
    sample: z.boolean(),
    items: z
      .array(
        z.object({
          /** What the client said. */
          text: z.string().min(20),
          /** Client's name as they agreed to be shown. */
          name: z.string(),
          /** A short description (role, city). */
          title: z.string(),
          /** Stars from 0 to 5 (default 5). */
          rating: z.number().min(0).max(5).default(5),
        }),
      )
      .min(1),
  }),
});

const chakra = z.object({
  /** Stable key (one of: root, sacral, solarPlexus, heart, throat, thirdEye, crown). */
  key: z.enum(['root', 'sacral', 'solarPlexus', 'heart', 'throat', 'thirdEye', 'crown']),
  /** Sanskrit name (Muladhara …). */
  name: z.string(),
  /** Everyday name (Root chakra …). */
  title: z.string(),
  /** Where in the body it is placed. */
  location: z.string(),
  /** Its color, as a word. */
  color: z.string(),
  /** Its color as a CSS hex value, for the drawn chakra dot. */
  hex: z.string().regex(/^#[0-9a-f]{6}$/i),
  /** Its element (earth, water …). */
  element: z.string(),
  /** What it is about, in a few words. */
  purpose: z.string(),
  /** What it governs. */
  function: z.string(),
  /** A paragraph that presents it. */
  paragraph: z.string().min(80),
  /** Signs that it is out of balance. */
  symptoms: z.array(z.string()).min(3),
  /** How an underactive center shows. */
  underactive: z.string(),
  /** How an overactive center shows. */
  overactive: z.string(),
  /** Crystals traditionally paired with it, with a sentence of use. */
  crystals: z.string(),
  /** Sound healing: the musical note (one of: C, D, E, F, G, A, B). */
  note: z.enum(['C', 'D', 'E', 'F', 'G', 'A', 'B']),
  /** Sound healing: the seed mantra (one of: LAM, VAM, RAM, YAM, HAM, AUM, OM). */
  mantra: z.enum(['LAM', 'VAM', 'RAM', 'YAM', 'HAM', 'AUM', 'OM']),
});

const titledText = z.object({ title: z.string(), text: z.string().min(20) });

const guides = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/guides', generateId: localeId }),
  schema: z.discriminatedUnion('type', [
    z.object({
      /** The long chakra alignment guide shown at /chakra. */
      type: z.literal('chakra-guide'),
      title: z.string().min(10).max(60),
      description: z.string().min(50).max(160),
      keywords: z.array(z.string()).min(3),
      /** Published 5 May 2025. */
      publishDate: z.coerce.date(),
      updated: z.coerce.date().optional(),
      /** Category label shown on the guide (e.g. Energy & Chakras). */
      category: z.string(),
      hero: z.object({ title: z.string(), subtitle: z.string() }),
      /** The seven chakras, root to crown. */
      chakras: z.array(chakra).length(7),
      /** What alignment brings. */
      benefits: z.array(titledText).min(4),
      /** Signs of imbalance by kind. */
      imbalanceSigns: z.object({
        physical: z.array(z.string()).min(3),
        emotional: z.array(z.string()).min(3),
        mental: z.array(z.string()).min(3),
      }),
      /** The eight alignment methods, in the order the guide teaches them. */
      methods: z
        .array(
          titledText.extend({
            key: z.enum([
              'meditation',
              'yoga',
              'crystalHealing',
              'soundHealing',
              'colorTherapy',
              'essentialOils',
              'reiki',
              'chakraBreathing',
            ]),
          }),
        )
        .length(8),
      /** Daily practices. */
      dailyPractices: z.array(titledText).min(4),
      /** How to start the journey, step by step. */
      journeySteps: z.array(z.string()).min(4),
      /** The closing, in three paragraphs. */
      conclusion: z.array(z.string().min(80)).length(3),
    }),
    z.object({
      /** The spiritual guidance hub at /spiritual-guidance: themes that link guides and posts. */
      type: z.literal('hub'),
      title: z.string().min(10).max(60),
      description: z.string().min(50).max(160),
      themes: z
        .array(
          z.object({
            title: z.string(),
            intro: z.string().min(40),
            /** English slugs of the posts in this theme (the chakra guide is `chakra`). */
            items: z.array(z.string()).min(1),
          }),
        )
        .min(3),
    }),
  ]),
});

const legal = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/legal', generateId: localeId }),
  schema: z.object({
    title: z.string().min(5).max(60),
    description: z.string().min(50).max(160),
    /** The date this text last changed in substance; shown as "last updated". */
    revised: z.coerce.date(),
  }),
});

const pages = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/pages', generateId: localeId }),
  schema: z.object({
    /** The about page: hero, profile, six areas of expertise, three-paragraph philosophy. */
    type: z.literal('about'),
    hero: z.object({ title: z.string(), subtitle: z.string() }),
    profile: z.array(z.string().min(80)).min(2),
    expertise: z
      .array(
        titledText.extend({
          key: z.enum([
            'crystalHealing',
            'astrologyDivination',
            'energyWork',
            'consciousness',
            'emotionalHealing',
            'spiritualMentoring',
          ]),
        }),
      )
      .length(6),
    philosophy: z.array(z.string().min(80)).length(3),
  }),
});

/**
 * The newsletter's welcome gift: the guided chakra meditation, one file per language (`en.md` …).
 * The body is what the voice says, shown as the transcript; `<!-- pause N -->` lines are silences
 * (scripts/media/make-gift-audio.sh reads this file and writes `durationSeconds` and `audioBytes`).
 */
const gift = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/gift' }),
  schema: z.object({
    title: z.string().min(5).max(60),
    description: z.string().min(50).max(160),
    /** The produced audio's size in bytes, measured by the script (the download link states it). */
    audioBytes: z.number().int().positive(),
    /** The produced audio's length, measured by the script. */
    durationSeconds: z.number().int().positive(),
  }),
});

/**
 * The spiritual quiz, one file per language (`en.yaml` …): the welcome, six questions, the
 * tiebreaker, the transition lines, the three results and their free guides.
 */
const quiz = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/quiz' }),
  schema: quizContentSchema,
});

export const collections = { posts, services, bookable, offers, faq, testimonials, guides, legal, pages, gift, quiz };
