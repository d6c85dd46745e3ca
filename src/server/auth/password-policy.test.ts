import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('the owner’s password', () => {
  it('takes a long password of any characters', () => {
    expect(passwordProblem('the moon over the quiet sea', 'luz@vibra.test')).toBeNull();
    expect(passwordProblem('céu-azul_sobre_o_mar', 'luz@vibra.test')).toBeNull();
  });

  it('refuses fewer than 12 characters and more than 128', () => {
    expect(passwordProblem('eleven char', 'luz@vibra.test')).toBe('tooShort');
    expect(passwordProblem('x'.repeat(100) + 'y'.repeat(29), 'luz@vibra.test')).toBe('tooLong');
    // Characters, not UTF-16 units: 12 emoji are 12 characters.
    expect(passwordProblem('🌙'.repeat(12), 'luz@vibra.test')).not.toBe('tooShort');
  });

  it('refuses the passwords attackers try first, also with digits or symbols added', () => {
    expect(passwordProblem('password1234', 'luz@vibra.test')).toBe('common');
    expect(passwordProblem('Football2026!!', 'luz@vibra.test')).toBe('common');
    expect(passwordProblem('aaaaaaaaaaaaaaaa', 'luz@vibra.test')).toBe('common');
  });

  it('refuses a password made of the e-mail address', () => {
    expect(passwordProblem('mariana.luz1990', 'mariana.luz@vibra.test')).toBe('likeEmail');
  });
});
