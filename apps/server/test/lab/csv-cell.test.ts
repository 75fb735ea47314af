import { describe, expect, it } from 'vitest';
import { csvField, csvLine, neutralizeFormula } from '../../src/modules/lab/export/csv-cell';

describe('the export CSV cell', () => {
  it.each([
    ['a formula', '=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['a plus formula', '+cmd', "'+cmd"],
    ['a minus formula', '-2+3', "'-2+3"],
    ['an at-sign command', '@SUM(1)', "'@SUM(1)"],
    ['a leading tab', '\tx', "'\tx"],
    ['a leading CR', '\rx', "'\rx"],
    ['a negative integer', '-110', '-110'],
    ['a negative fraction', '-0.05', '-0.05'],
    ['a positive signed number', '+3.5', '+3.5'],
    ['a number in exponent form', '-1e-7', '-1e-7'],
    ['plain text', 'Real Madrid', 'Real Madrid'],
    ['an equals sign inside', 'a=b', 'a=b'],
  ])('guards %s', (_name, input, expected) => {
    expect(neutralizeFormula(input)).toBe(expected);
  });

  it.each([
    ['null as empty', null, ''],
    ['a negative number as itself', -110, '-110'],
    ['a boolean as true/false', false, 'false'],
    ['a comma inside quotes', 'a,b', '"a,b"'],
    ['quotes doubled', 'say "hi"', '"say ""hi"""'],
    ['a line break inside quotes', 'a\nb', '"a\nb"'],
    ['a defused formula with quotes', '=A1&","', `"'=A1&"","""`],
    ['accents untouched', 'Atlético Málaga', 'Atlético Málaga'],
  ])('writes %s', (_name, input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('ends each record with CRLF', () => {
    expect(csvLine(['a', 1, null, true])).toBe('a,1,,true\r\n');
  });
});
