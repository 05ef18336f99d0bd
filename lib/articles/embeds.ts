/** Hosts whose players may be embedded in articles: YouTube and Vimeo only. */
export const VIDEO_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
];

/** What an embedded player may use: playing, protected media and full screen, nothing else. */
export const VIDEO_ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
