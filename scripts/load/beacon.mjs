// One page-view beacon as a browser's sendBeacon posts it, from `address` (the site must
// believe X-Forwarded-For from loopback): the load scripts' shared request. Resolves with the
// answer's status, 0 when the request failed.
import http from 'node:http';

export const BEACON_PAGES = [
  '/',
  '/newsroom',
  '/ru',
  '/policy',
  '/ru/newsroom',
  '/newsroom/tag/design',
];
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

export function sendBeacon(url, { origin, agent, page, address }) {
  const body = JSON.stringify({ p: page, r: 'https://www.google.com/', q: '' });
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'text/plain;charset=UTF-8',
          'Content-Length': Buffer.byteLength(body),
          Origin: origin,
          'User-Agent': USER_AGENT,
          'X-Forwarded-For': address,
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });
}
