import { getRssString } from '@astrojs/rss';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { site } from '../config/site.ts';
import { getMessages } from '../i18n/messages/index.ts';
import { feedOptions } from './rss.ts';

const POSTS = [
  {
    path: '/pt/blog/taro-o-que-significa',
    title: 'Tarô: arcanos & significados',
    description: 'Os 78 arcanos <explicados>.',
    category: 'divination' as const,
    date: new Date('2024-09-20T00:00:00Z'),
  },
  {
    path: '/pt/blog/como-ler-sua-aura',
    title: 'Como ler a sua aura',
    description: 'Um guia.',
    category: 'energyWork' as const,
    date: new Date('2024-08-01T00:00:00Z'),
  },
];

const parse = async (xml: Promise<string>) =>
  new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(await xml);

describe('feedOptions', () => {
  it('writes an RSS 2.0 channel in the language, linking the blog and its own address', async () => {
    const { rss } = await parse(getRssString(feedOptions('pt', POSTS)));
    const messages = getMessages('pt');
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel).toMatchObject({
      title: `${site.brandName} — ${messages.blog.heading}`,
      description: messages.pages.blog.description,
      link: new URL('/pt/blog', site.url).href,
      language: 'pt-BR',
      'atom:link': {
        '@_href': new URL('/pt/rss.xml', site.url).href,
        '@_rel': 'self',
        '@_type': 'application/rss+xml',
      },
    });
  });

  it('gives each post its absolute link as a permanent guid, its category in the language and its date', async () => {
    const { rss } = await parse(getRssString(feedOptions('pt', POSTS)));
    const [first, second] = rss.channel.item;
    const link = new URL('/pt/blog/taro-o-que-significa', site.url).href;
    expect(first).toEqual({
      title: 'Tarô: arcanos & significados',
      link,
      guid: { '#text': link, '@_isPermaLink': 'true' },
      description: 'Os 78 arcanos <explicados>.',
      pubDate: 'Fri, 20 Sep 2024 00:00:00 GMT',
      category: getMessages('pt').blog.categories.divination,
    });
    expect(second.link).toBe(new URL('/pt/blog/como-ler-sua-aura', site.url).href);
  });

  it('escapes what the text holds, so the feed stays well-formed XML', async () => {
    const xml = await getRssString(feedOptions('pt', POSTS));
    expect(xml).toContain('<title>Tarô: arcanos &amp; significados</title>');
    expect(xml).toContain('Os 78 arcanos &lt;explicados&gt;.');
  });
});
