import { getRssString } from '@astrojs/rss';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { site } from '../config/site.ts';
import { getMessages } from '../i18n/messages/index.ts';
import { archiveFeed } from './archive-feed.ts';

const ENTRIES = [
  {
    id: 12,
    subject: 'Lua cheia & silêncio',
    summary: 'Três respirações <antes> de dormir.',
    sentAt: '2026-03-01T10:00:00.000Z',
  },
  { id: 7, subject: 'Fevereiro', summary: 'Calma.', sentAt: '2026-02-01T10:00:00.000Z' },
];

const parse = async (xml: Promise<string>) =>
  new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(await xml);

describe('archiveFeed', () => {
  it('writes an RSS 2.0 channel in the language, linking the archive’s list and its own address', async () => {
    const { rss } = await parse(getRssString(archiveFeed('pt', ENTRIES)));
    const t = getMessages('pt').newsletterArchive;
    expect(rss.channel).toMatchObject({
      title: `${site.brandName} — ${t.pastEditions}`,
      description: t.feedDescription,
      link: new URL('/pt/newsletter/archive', site.url).href,
      language: 'pt-BR',
      'atom:link': { '@_href': new URL('/pt/newsletter/archive/rss.xml', site.url).href, '@_rel': 'self' },
    });
  });

  it('gives each edition its page as link and guid, its summary and the day it went out, escaped', async () => {
    const xml = getRssString(archiveFeed('pt', ENTRIES));
    const { rss } = await parse(xml);
    const link = new URL('/pt/newsletter/archive/12', site.url).href;
    expect(rss.channel.item[0]).toEqual({
      title: 'Lua cheia & silêncio',
      link,
      guid: { '#text': link, '@_isPermaLink': 'true' },
      description: 'Três respirações <antes> de dormir.',
      pubDate: 'Sun, 01 Mar 2026 10:00:00 GMT',
    });
    expect(rss.channel.item[1].link).toBe(new URL('/pt/newsletter/archive/7', site.url).href);
    expect(await xml).toContain('Três respirações &lt;antes&gt; de dormir.');
    expect((await parse(getRssString(archiveFeed('en', [])))).rss.channel.item).toBeUndefined();
  });
});
