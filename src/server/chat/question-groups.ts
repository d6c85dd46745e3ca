/**
 * The unanswered questions in groups that ask about the same thing, per language, so the owner reads
 * "12 people asked about crystals for sleep" instead of twelve lines.
 *
 * - A question is its meaningful terms, as the search cuts it (terms.ts: stop words and question
 *   words out, Snowball stems), read without accents so "meditação" and "meditacao" are one term.
 * - Each term weighs its rarity among the language's questions (IDF): "crystal" in half the
 *   questions says less about a question than "sleep".
 * - Two questions are alike when the cosine of their weighted terms reaches GROUP_SIMILARITY, or
 *   when one holds the other's terms and adds a few (CONTAINED_SHARE); a group is every question
 *   linked to another by that rule (single link). The result depends on
 *   the questions only, never on their order.
 * - Only questions sharing a term are compared (an index from term to questions), and a question
 *   asked many times the same way is compared once: thousands of questions take milliseconds.
 */
import type { Locale } from '../../i18n/locales.ts';
import { withoutAccents, words, wordTerms } from './terms.ts';

/** A kept question, as the database gives it. */
export interface AskedQuestion {
  id: number;
  locale: Locale;
  question: string;
  /** ISO 8601. */
  askedAt: string;
}

/** Questions that ask about the same thing, in one language. */
export interface QuestionGroup {
  locale: Locale;
  count: number;
  /** The member closest to what the group asks as a whole (the most recent of that wording). */
  representative: AskedQuestion;
  /** The group's main words as visitors wrote them, most weighty first (at most LABEL_WORDS). */
  label: string[];
  /** The group's main terms (stems), most weighty first: what a mark names the group by. */
  terms: string[];
  firstAsked: string;
  lastAsked: string;
  /** Newest first. */
  members: AskedQuestion[];
}

/**
 * Two questions belong together from this cosine up. "crystals for sleep" and "which crystal helps
 * me sleep better" reach 0.7; "crystals for sleep" and "crystals for anxiety" stay near 0.3.
 */
const GROUP_SIMILARITY = 0.5;
/**
 * …or when one question is the other with words added: at least two terms shared, holding this
 * share of the shorter one's weight ("crystals for sleep" in "which crystal helps me sleep better").
 */
const CONTAINED_SHARE = 0.8;
/** Words shown as a group's label. */
const LABEL_WORDS = 3;
/** Terms a group is named by. */
const GROUP_TERMS = 4;

/**
 * Each word's terms, per language, kept between calls: visitors use few words, stemming is the slow
 * part, and the owner's chat page groups the same questions again on every load.
 */
const knownTerms = new Map<Locale, Map<string, string[]>>();
/** Words kept per language before starting afresh: the words visitors type are not a bounded set. */
const MAX_KNOWN_WORDS = 100_000;

function termsOfWord(word: string, locale: Locale): string[] {
  const known = knownTerms.get(locale) ?? new Map<string, string[]>();
  if (known.size >= MAX_KNOWN_WORDS) known.clear();
  knownTerms.set(locale, known);
  let terms = known.get(word);
  if (!terms) {
    terms = wordTerms(withoutAccents(word), locale);
    known.set(word, terms);
  }
  return terms;
}

/** A question's terms, and the word each was written as. */
function termsOf(question: string, locale: Locale): Map<string, string> {
  const found = new Map<string, string>();
  for (const word of words(question)) {
    for (const term of termsOfWord(word, locale)) if (!found.has(term)) found.set(term, word);
  }
  return found;
}

/** Distinct ways a question was asked (same terms): compared once, however often asked. */
interface Form {
  terms: string[];
  questions: AskedQuestion[];
  /** term → written word, counted, for the label. */
  written: Map<string, Map<string, number>>;
}

function formsOf(questions: AskedQuestion[], locale: Locale): Form[] {
  const forms = new Map<string, Form>();
  for (const asked of questions) {
    const found = termsOf(asked.question, locale);
    const terms = [...found.keys()].sort();
    // A question without a meaningful word ("???", "ok") is alike only to the same text.
    const key = terms.length > 0 ? terms.join(' ') : `#${asked.question.trim().toLowerCase()}`;
    const form: Form = forms.get(key) ?? { terms, questions: [], written: new Map() };
    form.questions.push(asked);
    for (const [term, word] of found) {
      const counts = form.written.get(term) ?? new Map<string, number>();
      counts.set(word, (counts.get(word) ?? 0) + 1);
      form.written.set(term, counts);
    }
    forms.set(key, form);
  }
  // Sorted by key, so everything after is the same whatever order the questions came in.
  return [...forms.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, form]) => form);
}

/** Union-find over the forms: each form's group. */
function linked(count: number) {
  const parent = Array.from({ length: count }, (_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) {
      parent[at] = parent[parent[at] as number] as number;
      at = parent[at] as number;
    }
    return at;
  };
  return {
    root,
    join: (a: number, b: number) => {
      const [ra, rb] = [root(a), root(b)];
      if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
    },
  };
}

const newestFirst = (a: AskedQuestion, b: AskedQuestion) =>
  a.askedAt === b.askedAt ? b.id - a.id : a.askedAt < b.askedAt ? 1 : -1;

/** The questions of one language in groups, the largest first (then the most recently asked). */
export function groupQuestions(questions: AskedQuestion[], locale: Locale): QuestionGroup[] {
  const forms = formsOf(
    questions.filter((asked) => asked.locale === locale),
    locale,
  );
  const postings = new Map<string, number[]>();
  forms.forEach((form, index) => {
    for (const term of form.terms) {
      const list = postings.get(term) ?? [];
      list.push(index);
      postings.set(term, list);
    }
  });
  const total = forms.length;
  const weights = new Map([...postings].map(([term, list]) => [term, Math.log(1 + total / list.length)]));
  const weight = (term: string) => weights.get(term) ?? 0;
  const norms = forms.map((form) => Math.sqrt(form.terms.reduce((sum, term) => sum + weight(term) ** 2, 0)));

  const groups = linked(total);
  // What each later form shares with the one at hand, reset after each (touched lists the ones to reset).
  const dots = new Float64Array(total);
  const counts = new Int32Array(total);
  const touched: number[] = [];
  forms.forEach((form, index) => {
    for (const term of form.terms) {
      const squared = weight(term) ** 2;
      for (const other of postings.get(term) ?? []) {
        if (other <= index) continue;
        if (counts[other] === 0) touched.push(other);
        dots[other] = (dots[other] ?? 0) + squared;
        counts[other] = (counts[other] ?? 0) + 1;
      }
    }
    for (const other of touched) {
      const [dot, terms] = [dots[other] ?? 0, counts[other] ?? 0];
      const [a, b] = [norms[index] ?? 1, norms[other] ?? 1];
      const contained = terms >= 2 && dot / Math.min(a, b) ** 2 >= CONTAINED_SHARE;
      if (contained || dot / (a * b) >= GROUP_SIMILARITY) groups.join(index, other);
      dots[other] = 0;
      counts[other] = 0;
    }
    touched.length = 0;
  });

  const members = new Map<number, number[]>();
  forms.forEach((_, index) => {
    const root = groups.root(index);
    const list = members.get(root) ?? [];
    list.push(index);
    members.set(root, list);
  });
  return [...members.values()]
    .map((indexes) =>
      describeGroup(
        indexes.map((index) => forms[index] as Form),
        locale,
        weight,
      ),
    )
    .sort(
      (a, b) =>
        b.count - a.count ||
        (a.lastAsked === b.lastAsked ? 0 : a.lastAsked < b.lastAsked ? 1 : -1) ||
        a.terms.join(' ').localeCompare(b.terms.join(' ')),
    );
}

/** A group's count, dates, main terms and words, and its most typical question. */
function describeGroup(forms: Form[], locale: Locale, weight: (term: string) => number): QuestionGroup {
  // The group's centre: each term's weight times how many of its questions use it.
  const centre = new Map<string, number>();
  for (const form of forms) {
    for (const term of form.terms) {
      centre.set(term, (centre.get(term) ?? 0) + weight(term) * form.questions.length);
    }
  }
  const terms = [...centre.entries()]
    .sort(([a, wa], [b, wb]) => wb - wa || a.localeCompare(b))
    .map(([term]) => term)
    .slice(0, GROUP_TERMS);
  const typicality = (form: Form) => {
    const norm = Math.sqrt(form.terms.reduce((sum, term) => sum + weight(term) ** 2, 0));
    // Against the rest of the group (this question taken out): a long question is not typical for
    // holding words nobody else used.
    const dot = form.terms.reduce((sum, term) => sum + weight(term) * ((centre.get(term) ?? 0) - weight(term)), 0);
    return norm === 0 ? 0 : dot / norm;
  };
  const scored = forms.map((form) => ({ form, score: typicality(form) }));
  const typical = scored.reduce((best, next) => (next.score > best.score ? next : best)).form;
  const all = forms.flatMap((form) => form.questions).sort(newestFirst);
  const label: string[] = [];
  for (const term of terms) {
    const written = new Map<string, number>();
    for (const form of forms) {
      for (const [word, count] of form.written.get(term) ?? []) written.set(word, (written.get(word) ?? 0) + count);
    }
    const [word] = [...written.entries()].sort(([a, ca], [b, cb]) => cb - ca || a.localeCompare(b))[0] ?? [];
    if (word && !label.includes(word) && label.length < LABEL_WORDS) label.push(word);
  }
  return {
    locale,
    count: all.length,
    representative: [...typical.questions].sort(newestFirst)[0] as AskedQuestion,
    label,
    terms,
    firstAsked: all[all.length - 1]?.askedAt ?? '',
    lastAsked: all[0]?.askedAt ?? '',
    members: all,
  };
}
