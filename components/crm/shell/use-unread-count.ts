'use client';

import { useEffect, useState } from 'react';
import * as z from 'zod';
import { INBOX_CHANGED_EVENT, INBOX_SUMMARY_PATH } from '@/lib/crm/inbox-events';
import { send } from '@/lib/crm/http';

const summarySchema = z.object({ unread: z.number().int().nonnegative() });
const POLL_MS = 60_000;

/**
 * How many contact messages nobody has opened yet: asked on every CRM navigation, every minute
 * while the tab is visible, and when the inbox says it changed one. 0 when `enabled` is false
 * or the server cannot say.
 */
export function useUnreadCount(enabled: boolean, pathname: string): number {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const load = async () => {
      try {
        const response = await send(INBOX_SUMMARY_PATH);
        const body = summarySchema.safeParse(await response.json());
        if (live && response.ok && body.success) setUnread(body.data.unread);
      } catch {
        // The badge waits for the next chance; the inbox itself says what went wrong.
      }
    };
    void load();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, POLL_MS);
    window.addEventListener(INBOX_CHANGED_EVENT, load);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener(INBOX_CHANGED_EVENT, load);
    };
  }, [enabled, pathname]);
  return enabled ? unread : 0;
}
