/**
 * The open document connections of each invitation, so that revoking an invitation closes them
 * at once (the client is then refused with `revoked` when it tries again). The instance that
 * answers the DELETE closes its own at once; every instance also sweeps its live invitations
 * against the shared database (start.ts), which catches a revocation made on another instance.
 */
import type { Connection } from '@hocuspocus/server';

/** WebSocket close code sent to a connection whose invitation was revoked. */
export const REVOKED_CLOSE_CODE = 4403;

export class LiveConnections {
  private readonly byInvitation = new Map<string, Set<Connection>>();

  add(invitationId: string, connection: Connection): void {
    let set = this.byInvitation.get(invitationId);
    if (!set) {
      set = new Set();
      this.byInvitation.set(invitationId, set);
    }
    set.add(connection);
  }

  remove(invitationId: string, connection: Connection): void {
    const set = this.byInvitation.get(invitationId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byInvitation.delete(invitationId);
  }

  /** The invitations with at least one open connection here. */
  invitationIds(): string[] {
    return [...this.byInvitation.keys()];
  }

  /** Closes every socket carrying a connection made with the invitation; how many there were. */
  closeInvitation(invitationId: string): number {
    const set = this.byInvitation.get(invitationId);
    if (!set) return 0;
    this.byInvitation.delete(invitationId);
    const sockets = new Set([...set].map((c) => c.webSocket));
    for (const connection of set) connection.close({ code: REVOKED_CLOSE_CODE, reason: 'revoked' });
    for (const socket of sockets) socket.close(REVOKED_CLOSE_CODE, 'revoked');
    return set.size;
  }
}
