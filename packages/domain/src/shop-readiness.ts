// What a studio needs before it goes live, by payment or by the global admin: something to book,
// hours to book it in, someone to do it, and the imprint the law asks of a business that takes
// customers. The keys are those of the dashboard's setup checklist, so the web app can point at the
// screen that fixes each one. A new requirement is one more key here with its problem text and its
// check in the API's live readiness.
import type { FieldProblem } from './error-catalogue.ts';

export const liveRequirements = ['imprint', 'treatments', 'bookingHours', 'team'] as const;
export type LiveRequirement = (typeof liveRequirements)[number];

const problemOf: Record<LiveRequirement, FieldProblem> = {
  imprint: 'noImprint',
  treatments: 'noActiveTreatment',
  bookingHours: 'noBookingHours',
  team: 'noTeamMember',
};

/** The `fields` of the 2050 answer: each missing requirement with the problem that names it. */
export function liveRequirementProblems(missing: readonly LiveRequirement[]): Record<string, FieldProblem> {
  return Object.fromEntries(missing.map((requirement) => [requirement, problemOf[requirement]]));
}
