import type { StaffRole } from './roles';

/** A signed-in staff member, as every request sees them. */
export interface StaffAccount {
  id: number;
  email: string;
  role: StaffRole;
}

/** A staff member with the session their request came with. */
export interface SessionAccount extends StaffAccount {
  /** The current session's handle (lib/db/schema.ts). */
  sessionHandle: string;
}
