import type { TeamMember } from '@studio/domain/booking-contract';
import { useEffect, useRef } from 'react';
import { useSession } from '../../shared/session/use-session.ts';
import { hiddenForOwnColumn } from './own-column.ts';

/**
 * On a phone a login linked to a calendar column opens at that column, once the team and the
 * column are known (a colleague who just accepted an invitation may get her column a moment after
 * the calendar opened); the legend shows the others again.
 */
export function useOwnColumnOnPhone(
  team: readonly TeamMember[] | undefined,
  phone: boolean,
  setHidden: (hidden: ReadonlySet<string>) => void,
): void {
  const ownMemberId = useSession()?.user.teamMemberId;
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !team || !ownMemberId) return;
    applied.current = true;
    if (phone) setHidden(hiddenForOwnColumn(team, ownMemberId));
  }, [team, phone, ownMemberId, setHidden]);
}
