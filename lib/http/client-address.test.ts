/** @jest-environment node */
import { clientAddress, limitKey, parseProxyTrust, SOCKET_ADDRESS_HEADER } from './client-address';

const SECRET = 'process-secret';

function headers({ socket, forwarded }: { socket?: string; forwarded?: string }) {
  const h = new Headers();
  if (socket !== undefined) h.set(SOCKET_ADDRESS_HEADER, `${SECRET} ${socket}`);
  if (forwarded !== undefined) h.set('x-forwarded-for', forwarded);
  return h;
}

describe('the client address', () => {
  const none = parseProxyTrust(undefined);

  it('is the socket address, whatever X-Forwarded-For says, with no trusted proxy', () => {
    for (const forwarded of [undefined, '203.0.113.7', '1.1.1.1, 2.2.2.2', 'junk']) {
      expect(clientAddress(headers({ socket: '198.51.100.4', forwarded }), none, SECRET)).toBe(
        '198.51.100.4',
      );
    }
  });

  it('ignores a socket header the client sent itself', () => {
    const spoofed = new Headers({ [SOCKET_ADDRESS_HEADER]: '10.9.9.9' });
    expect(clientAddress(spoofed, none, SECRET)).toBe('unknown');
    const wrongSecret = new Headers({ [SOCKET_ADDRESS_HEADER]: 'guess 10.9.9.9' });
    expect(clientAddress(wrongSecret, none, SECRET)).toBe('unknown');
  });

  it('takes the right-most untrusted entry behind trusted proxies', () => {
    const trust = parseProxyTrust('loopback, 10.0.0.0/8');
    // The client wrote 6.6.6.6 itself; the proxy at 10.0.0.2 appended the real peer.
    const h = headers({ socket: '127.0.0.1', forwarded: '6.6.6.6, 203.0.113.9, 10.0.0.2' });
    expect(clientAddress(h, trust, SECRET)).toBe('203.0.113.9');
    // A request that did not come through a trusted proxy is its own client.
    expect(
      clientAddress(headers({ socket: '198.51.100.1', forwarded: '6.6.6.6' }), trust, SECRET),
    ).toBe('198.51.100.1');
  });

  it('counts hops when TRUSTED_PROXIES is a number', () => {
    const oneHop = parseProxyTrust('1');
    const h = headers({ socket: '10.0.0.5', forwarded: '6.6.6.6, 203.0.113.9' });
    expect(clientAddress(h, oneHop, SECRET)).toBe('203.0.113.9');
    expect(clientAddress(h, parseProxyTrust('2'), SECRET)).toBe('6.6.6.6');
  });

  it('without a socket (a hosting platform) believes X-Forwarded-For only by hop count', () => {
    const h = headers({ forwarded: '6.6.6.6, 203.0.113.9' });
    expect(clientAddress(h, none, SECRET)).toBe('unknown');
    expect(clientAddress(h, parseProxyTrust('1'), SECRET)).toBe('203.0.113.9');
  });

  it('refuses a TRUSTED_PROXIES entry that is no address', () => {
    expect(() => parseProxyTrust('10.0.0.0/8, proxy.internal')).toThrow();
    expect(parseProxyTrust(' ')).toEqual({ kind: 'none' });
    expect(parseProxyTrust('0')).toEqual({ kind: 'none' });
  });
});

describe('the key a client address is limited by', () => {
  it('is an IPv6 address’s /64, and an IPv4 address itself', () => {
    expect(limitKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8:1:2:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:0db8:0001:0002::')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('unknown')).toBe('unknown');
    // Every address of one /64 is one key; the next /64 is another.
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) => limitKey(`2001:db8:aa:bb:${i.toString(16)}::${i}`)),
    );
    expect([...keys]).toEqual(['2001:db8:aa:bb::/64']);
    expect(limitKey('2001:db8:aa:bc::1')).not.toBe(limitKey('2001:db8:aa:bb::1'));
  });
});
