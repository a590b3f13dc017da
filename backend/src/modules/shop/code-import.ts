import { shopErrors } from './shop.errors';

/** One row of an operator's code file: the denomination's face value and the code. */
export interface CodeImportRow {
  value: number;
  code: string;
}

export interface RowProblem {
  /** Counts data rows from 1, as an operator's spreadsheet does. */
  row: number;
  problem: string;
}

export const MAX_CODES_PER_IMPORT = 10_000;

/** What a stored code may be, after the surrounding spaces are dropped (the vault drops them). */
const CODE_PATTERN = /^[\x20-\x7e]{4,64}$/;
const HEADER = 'value,code';

/**
 * Reads a `text/csv` upload: "value,code" per line, an optional "value,code" header, blank lines
 * ignored, fields optionally quoted ("" inside quotes is a quote). Throws the first bad row.
 * Problems never quote the line: it holds a code.
 */
export function parseCodeCsv(text: string): CodeImportRow[] {
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n/);
  const rows: CodeImportRow[] = [];
  let headerSeen = false;
  for (const line of lines) {
    if (!line.trim()) continue;
    if (!headerSeen && !rows.length && line.trim().toLowerCase() === HEADER) {
      headerSeen = true;
      continue;
    }
    const row = rows.length + 1;
    const fields = splitCsvLine(line);
    if (!fields || fields.length !== 2) {
      throw shopErrors.codeImportInvalid(row, 'expected two fields, "value,code"');
    }
    const value = fields[0].trim();
    if (!/^\d{1,9}$/.test(value)) {
      throw shopErrors.codeImportInvalid(row, 'value must be a whole number');
    }
    rows.push({ value: Number(value), code: fields[1] });
  }
  return rows;
}

/** A line's fields, or null when a quoted field is not closed properly. */
function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let field = '';
      i++;
      for (;;) {
        if (i >= line.length) return null;
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += line[i++];
      }
      fields.push(field);
      if (i < line.length && line[i] !== ',') return null;
    } else {
      const end = line.indexOf(',', i);
      fields.push(line.slice(i, end < 0 ? line.length : end));
      i = end < 0 ? line.length : end;
    }
    if (i >= line.length) return fields;
    i++; // the comma
  }
}

/**
 * The first row that can never be stocked, judged without the database: a face value the
 * product does not have, a code that is not 4–64 printable characters, or a code the file
 * already holds. `checked` rows before it are fine.
 */
export function firstRowProblem(
  rows: CodeImportRow[],
  faceValues: ReadonlySet<number>,
): { checked: number; problem: RowProblem | null } {
  const seen = new Map<string, number>();
  for (let i = 0; i < rows.length; i++) {
    const row = i + 1;
    const { value } = rows[i];
    if (!faceValues.has(value)) {
      return {
        checked: i,
        problem: { row, problem: `this voucher has no denomination of ${value}` },
      };
    }
    const code = rows[i].code.trim();
    if (!CODE_PATTERN.test(code)) {
      return { checked: i, problem: { row, problem: 'code must be 4 to 64 printable characters' } };
    }
    const earlier = seen.get(code);
    if (earlier !== undefined) {
      return { checked: i, problem: { row, problem: `the same code as row ${earlier}` } };
    }
    seen.set(code, row);
  }
  return { checked: rows.length, problem: null };
}
