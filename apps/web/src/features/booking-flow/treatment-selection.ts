import type { TeamMember, Treatment } from '@studio/domain/booking-contract';

export interface TreatmentGroup {
  /** The studio's own category name; null for treatments without one. */
  category: string | null;
  services: Treatment[];
}

/**
 * Active treatments by category, in the studio's order: categories as their first treatment
 * comes, treatments by position. Uncategorised ones come last.
 */
export function groupTreatments(services: readonly Treatment[]): TreatmentGroup[] {
  const ordered = services
    .filter((service) => service.active)
    .toSorted((a, b) => a.position - b.position || a.name.localeCompare(b.name));
  const groups = new Map<string | null, Treatment[]>();
  for (const service of ordered) {
    const category = service.category?.trim() || null;
    const group = groups.get(category);
    if (group) group.push(service);
    else groups.set(category, [service]);
  }
  const named = [...groups].filter(([category]) => category !== null);
  const others = groups.get(null);
  return [
    ...named.map(([category, list]) => ({ category, services: list })),
    ...(others ? [{ category: null, services: others }] : []),
  ];
}

/** The chosen treatments in the order they were picked; unknown ids are skipped. */
export function chosenServices(services: readonly Treatment[], serviceIds: readonly string[]): Treatment[] {
  const byId = new Map(services.map((service) => [service.id, service]));
  return serviceIds.flatMap((id) => {
    const service = byId.get(id);
    return service ? [service] : [];
  });
}

export interface SelectionTotals {
  count: number;
  durationMinutes: number;
  priceCents: number;
}

export function selectionTotals(services: readonly Pick<Treatment, 'durationMinutes' | 'priceCents'>[]) {
  return services.reduce<SelectionTotals>(
    (totals, service) => ({
      count: totals.count + 1,
      durationMinutes: totals.durationMinutes + service.durationMinutes,
      priceCents: totals.priceCents + service.priceCents,
    }),
    { count: 0, durationMinutes: 0, priceCents: 0 },
  );
}

/** Team members who perform every chosen treatment (a treatment without members is done by everyone). */
export function membersForTreatments(
  members: readonly TeamMember[],
  services: readonly Pick<Treatment, 'teamMemberIds'>[],
): TeamMember[] {
  return members
    .filter((member) =>
      services.every(
        (service) => service.teamMemberIds.length === 0 || service.teamMemberIds.includes(member.id),
      ),
    )
    .toSorted((a, b) => a.position - b.position);
}
