import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { CATEGORY_KEYS } from './lib/blog-categories.ts';

/** Entry ids are `<locale>/<file name>`, whatever the frontmatter says (the glob loader would use `slug`). */
const localeId = ({ entry }: { entry: string }) => entry.replace(/\.(md|mdx|ya?ml)$/, '');

const posts = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/posts', generateId: localeId }),
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

const faqItem = z.object({
  /** The question as a reader would ask it. */
  question: z.string().min(5),
  /** The answer; simple emphasis only (<strong>, <em>), rendered safely. */
  answer: z.string().min(10),
  /** Search words for the FAQ filter and related content. */
  keywords: z.array(z.string()).default([]),
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
          /** Stars from 0 to 5 (spec default 5). */
          rating: z.number().min(0).max(5).default(5),
        }),
      )
      .min(1),
  }),
});

export const collections = { posts, services, offers, faq, testimonials };
