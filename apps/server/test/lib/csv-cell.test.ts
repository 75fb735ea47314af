import { describe, expect, it } from 'vitest';
import { csvField, csvLine, neutralizeFormula } from '../../src/lib/csv-cell';

describe('the export CSV cell', () => {
  it.each([
    ['a formula', '=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['a plus formula', '+cmd', "'+cmd"],
    ['a minus formula', '-2+3', "'-2+3"],
    ['an at-sign command', '@SUM(1)', "'@SUM(1)"],
    ['a pipe (DDE) command', "|cmd'/C calc'!A0", "'|cmd'/C calc'!A0"],
    ['a fullwidth equals sign', '＝1+1', "'＝1+1"],
    ['a fullwidth plus sign', '＋1+1', "'＋1+1"],
    ['a fullwidth minus sign', '－1+1', "'－1+1"],
    ['a fullwidth at sign', '＠SUM(1)', "'＠SUM(1)"],
    ['a leading tab', '\tx', "'\tx"],
    ['a leading CR', '\rx', "'\rx"],
    ['spaces before an equals sign', ' =1+1', "' =1+1"],
    ['several spaces before a plus sign', '   +1+1', "'   +1+1"],
    ['spaces before a pipe', '  |cmd', "'  |cmd"],
    ['spaces before a fullwidth equals sign', ' ＝1', "' ＝1"],
    ['a line feed before an at sign', '\n@SUM(1)', "'\n@SUM(1)"],
    ['a no-break space before an equals sign', '\u00a0=1', "'\u00a0=1"],
    ['an ideographic space before a fullwidth equals sign', '\u3000＝1', "'\u3000＝1"],
    ['spaces before a tab', '  \t=1', "'  \t=1"],
    ['a negative integer', '-110', '-110'],
    ['a negative fraction', '-0.05', '-0.05'],
    ['a positive signed number', '+3.5', '+3.5'],
    ['a number in exponent form', '-1e-7', '-1e-7'],
    ['plain text', 'Real Madrid', 'Real Madrid'],
    ['an equals sign inside', 'a=b', 'a=b'],
    ['a pipe inside', 'a|b', 'a|b'],
    ['a semicolon before an equals sign (quoting keeps it one cell)', ';=1+2', ';=1+2'],
    ['only spaces', '   ', '   '],
    ['an empty text', '', ''],
  ])('guards %s', (_name, input, expected) => {
    expect(neutralizeFormula(input)).toBe(expected);
  });

  it.each([
    ['null as empty', null, ''],
    ['a negative number as itself', -110, '-110'],
    ['a boolean as true/false', false, 'false'],
    ['plain text inside quotes', 'Real Madrid', '"Real Madrid"'],
    ['an empty text as two quotes, unlike null', '', '""'],
    ['a comma inside quotes', 'a,b', '"a,b"'],
    ['quotes doubled', 'say "hi"', '"say ""hi"""'],
    ['a line break inside quotes', 'a\nb', '"a\nb"'],
    ['a defused formula with quotes', '=A1&","', `"'=A1&"","""`],
    ['a semicolon and an equals sign inside one quoted cell', ';=1+2', '";=1+2"'],
    ['a comma and an equals sign inside one quoted cell', ',=1+2', '",=1+2"'],
    ['a defused fullwidth formula inside quotes', '＝1', `"'＝1"`],
    ['a numeric text inside quotes, as itself', '-3.5', '"-3.5"'],
    ['accents untouched', 'Atlético Málaga', '"Atlético Málaga"'],
  ])('writes %s', (_name, input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('ends each record with CRLF, text quoted and the rest bare', () => {
    expect(csvLine(['a', 1, null, true])).toBe('"a",1,,true\r\n');
  });
});
