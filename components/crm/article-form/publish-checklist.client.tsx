'use client';

import { useId } from 'react';
import { checklistText, linkTarget, type ChecklistFinding } from '@/lib/articles/checklist';
import { crmT } from '@/lib/i18n/crm';
import { Button } from '@/components/crm/ui/button';
import { Modal } from '@/components/crm/ui/modal.client';
import { Spinner } from '@/components/crm/ui/spinner';
import dialog from '@/components/crm/ui/dialog.module.css';
import type { ChecklistPanelState } from './use-publish-checklist';
import styles from './publish-checklist.module.css';

/** The description field of the search and social section (TextField's id for `description`). */
const DESCRIPTION_FIELD = 'field-description';
const TITLE_FIELD = 'field-title';

function editorRoot(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-article-body] [contenteditable="true"]');
}

/** Puts the editor's selection on `node` (a picture: selected; text: the caret at its start). */
function selectInEditor(node: Node, whole: boolean) {
  const range = document.createRange();
  if (whole) range.selectNode(node);
  else {
    range.selectNodeContents(node);
    range.collapse(true);
  }
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** The element of the body a finding is about, if it can be told. */
function bodyElement(
  root: HTMLElement,
  finding: ChecklistFinding,
): { node: Element; whole: boolean } | null {
  if (finding.code === 'imageWithoutAlt') {
    const image = root.querySelectorAll('img')[finding.image];
    return image ? { node: image, whole: true } : null;
  }
  if (finding.code === 'headingSkipsLevel') {
    const heading = root.querySelectorAll('h1, h2, h3, h4, h5, h6')[finding.heading];
    return heading ? { node: heading, whole: false } : null;
  }
  if (finding.code === 'linkNotFound' || finding.code === 'linkNoAnswer') {
    const origin = window.location.origin;
    const link = [...root.querySelectorAll('a[href]')].find((anchor) => {
      const target = linkTarget(anchor.getAttribute('href') ?? '', origin);
      return target && (target.kind === 'internal' ? target.path : target.url) === finding.url;
    });
    return link ? { node: link, whole: false } : null;
  }
  return null;
}

/** Takes focus to the field a finding is about, and to the very picture, heading or link. */
export function goToField(finding: ChecklistFinding) {
  if (finding.field === 'content') {
    const root = editorRoot();
    if (root) {
      const target = bodyElement(root, finding);
      root.focus({ preventScroll: true });
      if (target) selectInEditor(target.node, target.whole);
      (target?.node ?? root).scrollIntoView({ block: 'center' });
      return;
    }
  }
  const field =
    (finding.field === 'description' ? document.getElementById(DESCRIPTION_FIELD) : null) ??
    document.getElementById(TITLE_FIELD);
  field?.focus({ preventScroll: true });
  field?.scrollIntoView({ block: 'center' });
}

/**
 * What the checklist found before the article goes out, each with a way to its field, and the
 * choice: publish (or schedule) anyway, or go back to the article.
 */
export function PublishChecklist({
  panel,
  onAccept,
  onBack,
}: {
  panel: ChecklistPanelState | null;
  onAccept: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const findings = panel?.findings ?? [];
  return (
    <Modal
      open={panel !== null}
      onCancel={onBack}
      className={styles.panel}
      labelledBy={`${id}-title`}
      describedBy={`${id}-intro`}
    >
      <h2 id={`${id}-title`} className={dialog.dialogTitle} tabIndex={-1} autoFocus>
        {crmT('checklist.title')}
      </h2>
      <p id={`${id}-intro`} className={dialog.dialogText}>
        {crmT('checklist.intro', { count: findings.length })}
      </p>
      <ul className={styles.findings}>
        {findings.map((finding, index) => (
          <li key={index} className={styles.finding} data-code={finding.code}>
            <span className={styles.text}>{checklistText(finding)}</span>
            <Button
              type="button"
              variant="secondary"
              size="small"
              onClick={() => {
                onBack();
                // The page behind the dialog takes focus once the dialog has closed.
                requestAnimationFrame(() => goToField(finding));
              }}
            >
              {crmT('checklist.goToField')}
            </Button>
          </li>
        ))}
      </ul>
      {panel?.checking ? (
        <p className={styles.checking} role="status">
          <Spinner />
          {crmT('checklist.checking')}
        </p>
      ) : null}
      <div className={dialog.dialogActions}>
        <Button type="button" variant="secondary" onClick={onBack}>
          {crmT('checklist.back')}
        </Button>
        <Button type="button" variant="primary" onClick={onAccept}>
          {panel?.intent === 'schedule'
            ? crmT('checklist.scheduleAnyway')
            : crmT('checklist.publishAnyway')}
        </Button>
      </div>
    </Modal>
  );
}
