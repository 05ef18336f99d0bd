'use client';

import type { Editor } from '@tiptap/react';
import { crmT } from '@/lib/i18n/crm';
import { FONT_FAMILIES, FONT_SIZES, type FontChoice, type SizeChoice } from '@/lib/editor/palette';
import type { BlockType } from '@/lib/editor/toolbar-state';
import styles from './selects.module.css';
import { ROVING_ITEM } from './use-roving-focus';

type CrmKey = Parameters<typeof crmT>[0];

/** A toolbar drop-down: named, one of the toolbar's roving items. */
function ToolSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: CrmKey;
  value: T;
  options: readonly (readonly [T, CrmKey])[];
  onChange: (value: T) => void;
}) {
  return (
    <select
      className={styles.select}
      {...{ [ROVING_ITEM]: '' }}
      aria-label={crmT(label)}
      title={crmT(label)}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {crmT(text)}
        </option>
      ))}
    </select>
  );
}

const BLOCKS = [
  ['paragraph', 'editor.paragraph'],
  ['h2', 'editor.heading2'],
  ['h3', 'editor.heading3'],
  ['h4', 'editor.heading4'],
] as const;

const FONTS = [
  ['default', 'editor.fontDefault'],
  ['serif', 'editor.fontSerif'],
  ['monospace', 'editor.fontMonospace'],
] as const;

const SIZES = [
  ['small', 'editor.sizeSmall'],
  ['normal', 'editor.sizeNormal'],
  ['large', 'editor.sizeLarge'],
  ['huge', 'editor.sizeHuge'],
] as const;

/**
 * Paragraph or heading, named by the level readers get («Заголовок 2/3/4» are <h2>/<h3>/<h4>:
 * the title is the page's one <h1>).
 */
export function BlockSelect({ editor, value }: { editor: Editor; value: BlockType }) {
  return (
    <ToolSelect
      label="editor.blockType"
      value={value}
      options={BLOCKS}
      onChange={(block) => {
        if (block === 'paragraph') editor.chain().setParagraph().run();
        else
          editor
            .chain()
            .setHeading({ level: Number(block.slice(1)) as 2 | 3 | 4 })
            .run();
      }}
    />
  );
}

export function FontSelect({ editor, value }: { editor: Editor; value: FontChoice }) {
  return (
    <ToolSelect
      label="editor.font"
      value={value}
      options={FONTS}
      onChange={(font) => {
        if (font === 'default') editor.chain().unsetFontFamily().run();
        else editor.chain().setFontFamily(FONT_FAMILIES[font]).run();
      }}
    />
  );
}

export function SizeSelect({ editor, value }: { editor: Editor; value: SizeChoice }) {
  return (
    <ToolSelect
      label="editor.size"
      value={value}
      options={SIZES}
      onChange={(size) => {
        if (size === 'normal') editor.chain().unsetFontSize().run();
        else editor.chain().setFontSize(FONT_SIZES[size]).run();
      }}
    />
  );
}
