/**
 * "Mariahilf, Online-Shop, Andere Filiale": the names of branches by id, in the given order. Branches the
 * user cannot see (no name in `names`) get a neutral label instead of their raw id, gathered at the end.
 */
export function branchListLabel(
  ids: readonly number[],
  names: ReadonlyMap<number, string>,
  others: (count: number) => string,
): string {
  const known = ids.filter((id) => names.has(id)).map((id) => names.get(id) as string);
  const hidden = ids.length - known.length;
  return [...known, ...(hidden > 0 ? [others(hidden)] : [])].join(', ');
}
