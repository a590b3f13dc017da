import { domainFailure as failure } from '../../common/testing/domain-failure.spec-helper';
import { CodeImportRow, firstRowProblem, parseCodeCsv } from './code-import';

describe('parseCodeCsv', () => {
  it.each<[string, string, CodeImportRow[]]>([
    [
      'a header and a trailing newline',
      'value,code\n100,AMZ-0001\n',
      [{ value: 100, code: 'AMZ-0001' }],
    ],
    [
      'no header',
      '100,AMZ-0001\n250,AMZ-0002',
      [
        { value: 100, code: 'AMZ-0001' },
        { value: 250, code: 'AMZ-0002' },
      ],
    ],
    [
      'a header in capitals, CRLF line ends and a byte-order mark',
      '\ufeffVALUE,CODE\r\n100,AMZ-0001\r\n',
      [{ value: 100, code: 'AMZ-0001' }],
    ],
    [
      'blank lines anywhere',
      '\n100,AMZ-0001\n\n  \n250,AMZ-0002\n\n',
      [
        { value: 100, code: 'AMZ-0001' },
        { value: 250, code: 'AMZ-0002' },
      ],
    ],
    [
      'a quoted code holding a comma and a quote',
      '100,"AMZ,""01"""',
      [{ value: 100, code: 'AMZ,"01"' }],
    ],
    ['a quoted value', '"100",AMZ-0001', [{ value: 100, code: 'AMZ-0001' }]],
    [
      'spaces around the value, kept around the code (the vault trims them)',
      ' 100 , AMZ-0001 ',
      [{ value: 100, code: ' AMZ-0001 ' }],
    ],
    ['only a header', 'value,code\n', []],
    ['nothing', '', []],
  ])('reads %s', (_name, csv, rows) => {
    expect(parseCodeCsv(csv)).toEqual(rows);
  });

  it.each<[string, string, string]>([
    ['a line without a comma', '100', 'Row 1: expected two fields, "value,code"'],
    ['a third field', '100,AMZ-0001,x', 'Row 1: expected two fields, "value,code"'],
    ['an unclosed quote', '100,"AMZ-0001', 'Row 1: expected two fields, "value,code"'],
    ['text after a closing quote', '100,"AMZ"-0001', 'Row 1: expected two fields, "value,code"'],
    ['a value that is not a number', '100,A-1\nten,A-2', 'Row 2: value must be a whole number'],
    ['a negative value', '-100,A-1', 'Row 1: value must be a whole number'],
    ['a fraction', '10.5,A-1', 'Row 1: value must be a whole number'],
    [
      'a header after the first row, counting data rows only',
      'value,code\n\n100,A-1\nvalue,code',
      'Row 2: value must be a whole number',
    ],
  ])('refuses %s, naming the row and never the code', (_name, csv, message) => {
    const error = failure(() => parseCodeCsv(csv));
    expect(error).toEqual({ code: 'CODE_IMPORT_INVALID', message });
  });
});

describe('firstRowProblem', () => {
  const values = new Set([100, 250]);
  const row = (value: number, code: string): CodeImportRow => ({ value, code });

  it('passes rows that can be stocked', () => {
    expect(
      firstRowProblem(
        [row(100, 'AMZ-0001'), row(250, ' AMZ-0002 '), row(100, 'x'.repeat(64))],
        values,
      ),
    ).toEqual({ checked: 3, problem: null });
  });

  it.each<[string, CodeImportRow[], number, string]>([
    [
      'a face value the product lacks',
      [row(100, 'AMZ-0001'), row(500, 'AMZ-0002')],
      2,
      'this voucher has no denomination of 500',
    ],
    [
      'a code under 4 characters',
      [row(100, 'AMZ')],
      1,
      'code must be 4 to 64 printable characters',
    ],
    ['a code of spaces', [row(100, '      ')], 1, 'code must be 4 to 64 printable characters'],
    [
      'a code over 64 characters',
      [row(100, 'x'.repeat(65))],
      1,
      'code must be 4 to 64 printable characters',
    ],
    [
      'a control character',
      [row(100, 'AMZ\u00070001')],
      1,
      'code must be 4 to 64 printable characters',
    ],
    [
      'a letter outside ASCII',
      [row(100, 'AMZ-ÄÖÜ1')],
      1,
      'code must be 4 to 64 printable characters',
    ],
    [
      'the same code twice, spaces aside',
      [row(100, 'AMZ-1'), row(100, 'AMZ-2'), row(250, ' AMZ-1')],
      3,
      'the same code as row 1',
    ],
  ])('stops at %s', (_name, rows, at, problem) => {
    expect(firstRowProblem(rows, values)).toEqual({
      checked: at - 1,
      problem: { row: at, problem },
    });
  });
});
