/** Turning a stored item back into the PUT body of /orders/{id}/items/{index} (PartChoice per part). */
import type { OrderItem } from '../orderState';

export interface PartChoice {
  options?: number[];
  text?: string;
  uploads?: number[];
}

/** The choices of the stored parts, aligned by index with the product's parts. */
export function choicesOf(item: Pick<OrderItem, 'parts'>): PartChoice[] {
  return (item.parts ?? []).map((raw) => {
    const part = raw as PartChoice & { type?: string };
    if (Array.isArray(part.options)) return { options: [...part.options] };
    if (Array.isArray(part.uploads)) return { uploads: [...part.uploads] };
    if (typeof part.text === 'string') return { text: part.text };
    return {};
  });
}

/** A select chooses one option, a multiselect toggles it. */
export function toggleOption(choice: PartChoice, option: number, multiple: boolean): PartChoice {
  const chosen = choice.options ?? [];
  if (!multiple) return { options: [option] };
  return {
    options: chosen.includes(option)
      ? chosen.filter((index) => index !== option)
      : [...chosen, option].sort((a, b) => a - b),
  };
}
