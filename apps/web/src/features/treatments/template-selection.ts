interface Named {
  name: string;
}

function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/** Templates the studio does not offer yet (by name), so starting from templates adds no duplicates. */
export function templatesNotYetOffered<T extends Named & { id: string }>(
  templates: readonly T[],
  services: readonly Named[],
): T[] {
  const offered = new Set(services.map((service) => nameKey(service.name)));
  return templates.filter((template) => !offered.has(nameKey(template.name)));
}

/** Toggles ids in a selection, keeping the templates' own order for the request. */
export function toggleSelection(
  order: readonly string[],
  selected: ReadonlySet<string>,
  ids: readonly string[],
  on: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return new Set(order.filter((id) => next.has(id)));
}
