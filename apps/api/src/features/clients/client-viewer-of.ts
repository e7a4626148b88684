import type { FastifyRequest } from 'fastify';
import { requireIdentity } from '../../http/identity.ts';
import type { ClientViewer } from './require-client.ts';

/** Staff see their own clients; managers, owners and global admins every client. */
export function clientViewerOf(request: FastifyRequest): ClientViewer {
  const identity = requireIdentity(request);
  return identity.shopLevel === 'staff' ? { all: false, teamMemberId: identity.teamMemberId } : { all: true };
}
