/**
 * The branch's printers that are offline, named on every order board (docs/devices.md 'Printing'): the board answers
 * carry them in meta.printers ({name, online}), so the staff see a receipt or kitchen ticket will not come out.
 */
import { orderMessages as m } from '../../i18n/orders';

export interface BoardPrinter {
  name: string;
  online: boolean;
}

export const printersOf = (meta: unknown): BoardPrinter[] => {
  const printers = (meta as { printers?: unknown } | undefined)?.printers;
  return Array.isArray(printers) ? (printers as BoardPrinter[]) : [];
};

const fill = (text: string, name: string) => text.replace('%{name}', name);

/** 'Drucker offline: …' for each printer of the answer that is not online; nothing while all are. */
export function OfflinePrinters({ meta }: { meta: unknown }) {
  const offline = printersOf(meta).filter((printer) => !printer.online);
  if (!offline.length) return null;
  return (
    <ul className="board-printers" role="alert">
      {offline.map((printer) => (
        <li key={printer.name}>{fill(m.board.printerOffline, printer.name)}</li>
      ))}
    </ul>
  );
}
