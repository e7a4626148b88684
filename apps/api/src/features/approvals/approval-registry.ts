// The one approval mechanism knows nothing of deals or shops: each approval-bound feature plugs in
// what its subject needs (its live values, and how to make proposed values live). app.ts wires them.
import type { ApprovalSubjectType } from '@studio/domain/approvals-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type ProposedValues = Record<string, unknown>;

/** One subject of a shop. */
export interface SubjectOfShop {
  shopId: string;
  subjectId: string;
}

/** The key of a subject in the map `current` answers. */
export function subjectKey(subject: SubjectOfShop): string {
  return `${subject.shopId}/${subject.subjectId}`;
}

export interface ApprovalSubject {
  /**
   * The live values of each subject by API field name, keyed by `subjectKey`, in one statement
   * however many subjects (a list of requests reads them all at once); a subject that no longer
   * exists has no entry.
   */
  current(db: Kysely<Database>, subjects: readonly SubjectOfShop[]): Promise<Map<string, ProposedValues>>;
  /**
   * Makes the proposed values live. Runs inside the decision's transaction (use only `trx`);
   * throws an AppError when it cannot, which leaves the request pending.
   */
  apply(trx: Kysely<Database>, shopId: string, subjectId: string, proposed: ProposedValues): Promise<void>;
}

export interface ApprovalRegistry {
  register(type: ApprovalSubjectType, subject: ApprovalSubject): void;
  get(type: ApprovalSubjectType): ApprovalSubject | undefined;
}

/** What the routes that decide or show approvals get beside the app's deps (app.ts wires it). */
export interface ApprovalDeps {
  /** The approval-bound subjects (shop profile first; deals, gifts, … plug in here). */
  approvals: ApprovalRegistry;
}

export function createApprovalRegistry(): ApprovalRegistry {
  const subjects = new Map<ApprovalSubjectType, ApprovalSubject>();
  return {
    register(type, subject) {
      if (subjects.has(type)) throw new Error(`approval subject ${type} is registered twice`);
      subjects.set(type, subject);
    },
    get: (type) => subjects.get(type),
  };
}
