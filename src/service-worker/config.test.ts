import { describe, expect, it } from 'vitest';
import { keptWhenVisited } from './config.ts';

describe('keptWhenVisited', () => {
  it('keeps the home pages, where the logo and the installed app lead, with the articles and guides', () => {
    for (const key of ['page:home', 'post:tarot-meaning', 'page:chakra', 'page:spiritualGuidance']) {
      expect(keptWhenVisited(key), key).toBe(true);
    }
  });

  it('never keeps pages with fresh figures, one-time links or forms', () => {
    for (const key of [
      'page:performance',
      'page:audit',
      'newsletter:confirm',
      'newsletter:unsubscribe',
      'newsletter:archive',
      'page:quiz',
    ]) {
      expect(keptWhenVisited(key), key).toBe(false);
    }
  });
});
