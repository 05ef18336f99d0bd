/** @jest-environment node */
import { csvLines, safeCell, UTF8_BOM } from './csv';
import { csvTime, exportFileName } from './export';

describe('CSV for spreadsheets', () => {
  it('makes every cell that a spreadsheet would run as a formula plain text', () => {
    for (const dangerous of [
      '=HYPERLINK("http://evil.example","click")',
      '+1+1',
      '-2+3',
      '@SUM(A1:A2)',
      '\t=1+1',
      '\r=1+1',
    ]) {
      expect(safeCell(dangerous)).toBe(`'${dangerous}`);
    }
    for (const harmless of ['Анна', 'hello = world', 'a+b', 'jane@example.com', "'quoted", '']) {
      expect(safeCell(harmless)).toBe(harmless);
    }
    expect(safeCell(42)).toBe('42');
    expect(safeCell(-1)).toBe("'-1");
    expect(safeCell(null)).toBe('');
  });

  it('quotes what needs quoting, keeps line breaks inside a cell, ends lines with CRLF', () => {
    expect(
      csvLines([
        ['id', 'text'],
        [1, 'one, two'],
        [2, 'She said "hi"'],
        [3, 'line one\nline two'],
        [4, 'Привет'],
      ]),
    ).toBe(
      'id,text\r\n1,"one, two"\r\n2,"She said ""hi"""\r\n3,"line one\nline two"\r\n4,Привет\r\n',
    );
  });

  it('protects cells before quoting them', () => {
    expect(csvLines([['=1+1', '-"x",y']])).toBe('\'=1+1,"\'-""x"",y"\r\n');
  });

  it('starts with a byte order mark so that Excel reads UTF-8', () => {
    expect(UTF8_BOM).toBe('\uFEFF');
    expect(Buffer.from(UTF8_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('writes times as spreadsheets read them, and names the file by its day', () => {
    expect(csvTime('2026-11-25T09:21:16.123Z')).toBe('2026-11-25 09:21:16');
    expect(csvTime('2026-11-25T09:21:16Z')).toBe('2026-11-25 09:21:16');
    expect(csvTime(null)).toBe('');
    expect(exportFileName(new Date('2026-11-25T23:59:00Z'))).toBe('lumen-inbox-2026-11-25.csv');
  });
});
