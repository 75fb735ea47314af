import { describe, expect, it } from 'vitest';
import { isHype, withoutHype } from '../../src/modules/ai/hype-filter';

describe('isHype', () => {
  it.each([
    ['guaranteed', 'Guaranteed winner tonight'],
    ['lock, any case', 'Lock of the day'],
    ['a phrase across a hyphen', 'A no brainer at these odds'],
    ['a typographic apostrophe', 'You can’t lose with this one'],
    ['risk-free', 'Risk-free value'],
    ['seguro', 'Es un pick seguro'],
    ['an accented Spanish word in capitals', 'GARANTÍA de victoria'],
    ['candado (Mexican slang for a lock)', 'El candado de la jornada'],
    ['sin riesgo', 'Una apuesta sin riesgo'],
  ])('flags %s', (_name, text) => {
    expect(isHype(text)).toBe(true);
  });

  it.each([
    ['a word that contains lock', 'Blocked shots up 20%'],
    ['another word that contains lock', 'Their pressing works like clockwork'],
    ['a word that contains seguro', 'Aseguradora del estadio'],
    ['a plain risk', 'Key striker doubtful after a knock'],
    ['a Spanish warning', 'El portero titular es duda'],
  ])('lets %s through', (_name, text) => {
    expect(isHype(text)).toBe(false);
  });
});

describe('withoutHype', () => {
  it('splits a list into what is kept and what is removed, in order', () => {
    expect(withoutHype(['Home form', 'Sure thing', 'Rest advantage', 'Garantizado'])).toEqual({
      kept: ['Home form', 'Rest advantage'],
      removed: ['Sure thing', 'Garantizado'],
    });
  });
});
