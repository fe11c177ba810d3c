/**
 * CSV export of the dashboard's tables for Excel in German: semicolon-separated, decimal comma, dates
 * DD.MM.YYYY, CRLF line ends and a UTF-8 byte order mark (so Excel reads the umlauts).
 */

/** A cell: text as it is, numbers (and decimal strings) in German notation without grouping. */
export type CsvCell = { text: string } | { number: number | string };

export const csvText = (text: string): CsvCell => ({ text });
export const csvNumber = (number: number | string): CsvCell => ({ number });

const BOM = '\uFEFF';
const FORMULA = /^[=@\t\r]|^[+-](?![\d\s/()-]*$)/;

/** '12.50' → '12,50', 1234.5 → '1234,5'. */
function germanNumber(value: number | string): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  return text.replace('.', ',');
}

function quoted(text: string): string {
  // a cell Excel would run as a formula is shown as text instead: the server's rule (backend/core/csv.py FORMULA),
  // so a phone number or a signed number stays as it is
  const safe = FORMULA.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cell(value: CsvCell): string {
  return 'number' in value ? germanNumber(value.number) : quoted(value.text);
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(quoted).join(';'), ...rows.map((row) => row.map(cell).join(';'))];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Offers the CSV as a download named `fileName`. */
export function downloadCsv(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
