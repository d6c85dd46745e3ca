import { describe, expect, it } from 'vitest';
import { samplesInPlace } from '../config/site.ts';
import { sampleValuesWarning } from './sample-values.ts';

describe('sampleValuesWarning', () => {
  it('names every sample value still in place, in one line', () => {
    expect(sampleValuesWarning(true, ['authorName', 'contactEmail', 'taxId'])).toBe(
      'sample values still in place (replace them in src/config/site.ts): author name, contact e-mail, CPF or CNPJ',
    );
  });

  it('reads the samples from src/config/site.ts by default', () => {
    expect(sampleValuesWarning(true)).toBe(sampleValuesWarning(true, samplesInPlace()));
  });

  it('says nothing when no sample remains or outside production', () => {
    expect(sampleValuesWarning(true, [])).toBeUndefined();
    expect(sampleValuesWarning(false, ['authorName'])).toBeUndefined();
  });
});
