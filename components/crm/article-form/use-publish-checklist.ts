'use client';

import { useRef, useState } from 'react';
import { z } from 'zod';
import {
  checkArticle,
  linkFindings,
  type ChecklistCode,
  type ChecklistFinding,
} from '@/lib/articles/checklist';
import type { DraftValues } from '@/lib/crm/drafts';
import { call } from '@/lib/crm/client';

/** How long the panel waits for the server's answer about links. */
const LINK_CHECK_WAIT_MS = 15_000;

const linkAnswerSchema = z.object({
  data: z.array(z.object({ url: z.string(), state: z.enum(['ok', 'notFound', 'noAnswer']) })),
});

export type ChecklistIntent = 'publish' | 'schedule';

export interface ChecklistPanelState {
  intent: ChecklistIntent;
  findings: ChecklistFinding[];
  /** The server is checking the links: more findings may come. */
  checking: boolean;
}

async function checkLinks(links: string[]): Promise<ChecklistFinding[]> {
  try {
    const answer = await call('/api/crm/articles/link-check', linkAnswerSchema, {
      method: 'POST',
      body: { links },
      signal: AbortSignal.timeout(LINK_CHECK_WAIT_MS),
    });
    return linkFindings(answer.data);
  } catch {
    // A check that could not run is said, never a reason not to publish.
    return [{ code: 'linkCheckFailed', field: 'content' }];
  }
}

/**
 * The checklist before «Опубликовать» or «Запланировать»: `confirm` resolves at once with no
 * findings, else opens the panel (checking the links meanwhile) and resolves with the codes
 * staff chose to publish despite, or null when they went back to the article.
 */
export function usePublishChecklist(values: DraftValues) {
  const [panel, setPanel] = useState<ChecklistPanelState | null>(null);
  const decide = useRef<((codes: ChecklistCode[] | null) => void) | null>(null);
  const run = useRef(0);

  function settle(codes: ChecklistCode[] | null) {
    run.current += 1;
    setPanel(null);
    decide.current?.(codes);
    decide.current = null;
  }

  async function confirm(intent: ChecklistIntent): Promise<ChecklistCode[] | null> {
    const checklist = checkArticle({
      title: values.title,
      html: values.content,
      description: values.description,
      origin: window.location.origin,
    });
    const links = [...checklist.internalLinks, ...checklist.externalLinks];
    if (checklist.findings.length === 0 && links.length === 0) return [];

    const current = ++run.current;
    const decided = new Promise<ChecklistCode[] | null>((resolve) => {
      decide.current = resolve;
    });
    setPanel({ intent, findings: checklist.findings, checking: links.length > 0 });
    if (links.length > 0) {
      const found = await checkLinks(links);
      if (run.current === current) {
        const findings = [...checklist.findings, ...found];
        if (findings.length === 0) settle([]);
        else setPanel({ intent, findings, checking: false });
      }
    }
    return decided;
  }

  return {
    panel,
    confirm,
    /** Publish anyway: the findings shown are the ones accepted. */
    accept() {
      if (!panel) return;
      settle([...new Set(panel.findings.map((finding) => finding.code))]);
    },
    /** Back to the article: nothing is saved. */
    back() {
      settle(null);
    },
  };
}
