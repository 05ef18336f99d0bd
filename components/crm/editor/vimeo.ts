import { Node } from '@tiptap/core';
import { Youtube } from '@tiptap/extension-youtube';
import { interpretLink } from '@/lib/editor/links';
import { VIDEO_ALLOW } from '@/lib/articles/embeds';
import { crmT } from '@/lib/i18n/crm';

export interface SetVimeoVideoOptions {
  /** Any Vimeo video URL; stored as https://player.vimeo.com/video/<id>. */
  src: string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    vimeo: {
      /** Inserts a Vimeo player at the selection. */
      setVimeoVideo: (options: SetVimeoVideoOptions) => ReturnType;
    };
  }
}

/** The player URL of a Vimeo video, or null when `src` is not one. */
export function vimeoPlayerSrc(src: unknown): string | null {
  if (typeof src !== 'string') return null;
  const target = interpretLink(src);
  return target?.kind === 'vimeo' ? target.src : null;
}

/**
 * A Vimeo embed: a block atom rendered as
 * `<div data-vimeo-video=""><iframe src="https://player.vimeo.com/video/<id>" …></iframe></div>`,
 * the shape the site's sanitiser lets through.
 */
export const Vimeo = Node.create({
  name: 'vimeo',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      src: {
        default: null,
        parseHTML: (element) => vimeoPlayerSrc(element.getAttribute('src')),
      },
    };
  },

  parseHTML() {
    const getAttrs = (element: HTMLElement) =>
      vimeoPlayerSrc(element.getAttribute('src')) ? null : false;
    return [
      { tag: 'div[data-vimeo-video] iframe', getAttrs },
      { tag: 'iframe[src*="player.vimeo.com/video/"]', getAttrs },
    ];
  },

  renderHTML({ node }) {
    return [
      'div',
      { 'data-vimeo-video': '' },
      [
        'iframe',
        {
          src: vimeoPlayerSrc(node.attrs.src) ?? '',
          width: '640',
          height: '360',
          allowfullscreen: 'true',
          allow: VIDEO_ALLOW,
          title: crmT('editor.videoTitle'),
        },
      ],
    ];
  },

  addCommands() {
    return {
      setVimeoVideo:
        ({ src }) =>
        ({ commands }) => {
          const player = vimeoPlayerSrc(src);
          if (!player) return false;
          return commands.insertContent({ type: this.name, attrs: { src: player } });
        },
    };
  },
});

/** The privacy-enhanced player URL of a YouTube video, or null when `src` is not one. */
export function youtubePlayerSrc(src: unknown, start?: unknown): string | null {
  if (typeof src !== 'string') return null;
  const target = interpretLink(src);
  if (target?.kind !== 'youtube') return null;
  const seconds = typeof start === 'number' && Number.isInteger(start) && start > 0 ? start : 0;
  return seconds ? `${target.src}?start=${seconds}` : target.src;
}

/**
 * @tiptap/extension-youtube with a clean iframe: the youtube-nocookie.com player, 640×360 and
 * only the attributes the site's sanitiser keeps (plus a title for assistive technology).
 */
export const YoutubeEmbed = Youtube.extend({
  renderHTML({ node }) {
    return [
      'div',
      { 'data-youtube-video': '' },
      [
        'iframe',
        {
          src: youtubePlayerSrc(node.attrs.src, node.attrs.start) ?? '',
          width: '640',
          height: '360',
          allowfullscreen: 'true',
          allow: VIDEO_ALLOW,
          title: crmT('editor.videoTitle'),
        },
      ],
    ];
  },
}).configure({ nocookie: true, width: 640, height: 360, addPasteHandler: false });
