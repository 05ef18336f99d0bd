'use client';

import { useEffect } from 'react';
import { useUnreadCount as useUnreadQuery } from '@/lib/crm/queries/inbox';

/**
 * How many contact messages nobody has opened yet: asked on every CRM navigation, every minute
 * while the tab is visible, and when the inbox changes a message. 0 when `enabled` is false
 * or until the server says.
 */
export function useUnreadCount(enabled: boolean, pathname: string): number {
  const unread = useUnreadQuery(enabled);
  const { refetch } = unread;
  useEffect(() => {
    // The first one is asked as the header mounts.
    if (enabled) void refetch({ cancelRefetch: false });
  }, [enabled, pathname, refetch]);
  return enabled ? (unread.data ?? 0) : 0;
}
