/** A part choice as an order stores it (backend ordering/cart.py stored_parts). */
interface StoredPart {
  name?: string;
  type?: string;
  names?: string[];
  text?: string;
  uploads?: unknown[];
}

/** 'Beilage: Pommes' / 'Wunschtext: Alles Gute' per chosen part of an order item; parts without a choice are left out. */
export function partLines(item: { parts?: readonly unknown[] | null }): string[] {
  const lines: string[] = [];
  for (const raw of item.parts ?? []) {
    const part = raw as StoredPart;
    const value = part.names?.length ? part.names.join(', ') : (part.text ?? '').trim();
    if (value) lines.push(part.name ? `${part.name}: ${value}` : value);
  }
  return lines;
}
