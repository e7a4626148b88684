/** Something with an optional category, kept in its list order (treatments, templates). */
interface Categorized {
  category: string | null;
}

export interface CategoryGroup<T> {
  /** Null: the items without a category. */
  category: string | null;
  items: T[];
}

/**
 * Items grouped by category in the order the categories first appear (the studio's own order of
 * treatments); the ones without a category come last.
 */
export function groupByCategory<T extends Categorized>(items: readonly T[]): CategoryGroup<T>[] {
  const groups = new Map<string | null, T[]>();
  for (const item of items) {
    const category = item.category?.trim() || null;
    const group = groups.get(category) ?? [];
    group.push(item);
    groups.set(category, group);
  }
  const grouped = [...groups.entries()].map(([category, members]) => ({ category, items: members }));
  return [
    ...grouped.filter((group) => group.category !== null),
    ...grouped.filter((group) => !group.category),
  ];
}

/** The categories in use, for suggestions when typing one. */
export function categoriesOf(items: readonly Categorized[]): string[] {
  return groupByCategory(items)
    .map((group) => group.category)
    .filter((category): category is string => category !== null);
}
