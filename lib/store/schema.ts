import type { Generated, Insertable, Selectable } from 'kysely';

export type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  locale: string;
  created_at: string;
  status: DeliveryStatus;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  delivered_at: string | null;
}

export interface Database {
  contact_messages: ContactMessagesTable;
}

export type ContactMessage = Selectable<ContactMessagesTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
