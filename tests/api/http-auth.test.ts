import { describe, expect, it } from 'vitest';
import {
  basicAuthorization,
  canAnswerDigest,
  digestAuthorization,
  parseChallenges,
} from '../../api/modules/calendars/remote/http-auth.ts';

// The published examples: RFC 7616 section 3.9.1 (MD5 and SHA-256) and RFC 2617 section 3.5 (MD5, older form).
const rfc7616 = (algorithm: string) =>
  `Digest realm="http-auth@example.org", qop="auth, auth-int", algorithm=${algorithm}, ` +
  `nonce="7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v", opaque="FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS"`;

function answer(header: string, password: string, cnonce: string, uri = '/dir/index.html') {
  const challenge = parseChallenges(header)[0]!;
  expect(canAnswerDigest(challenge)).toBe(true);
  return digestAuthorization({ challenge, username: 'Mufasa', password, method: 'GET', uri, nc: 1, cnonce });
}

describe('HTTP Digest against the RFCs’ published examples', () => {
  const cnonce = 'f2/wE4q74E6zIJEtWaHKaf5wv/H5QzzpXusqGemxURZJ';

  it('RFC 7616 MD5', () => {
    const header = answer(rfc7616('MD5'), 'Circle of Life', cnonce);
    expect(header).toContain('response="8ca523f5e9506fed4657c9700eebdbec"');
    expect(header).toContain('nc=00000001');
    expect(header).toContain('qop=auth,');
    expect(header).toContain('opaque="FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS"');
  });

  it('RFC 7616 SHA-256', () => {
    const header = answer(rfc7616('SHA-256'), 'Circle of Life', cnonce);
    expect(header).toContain('response="753927fa0e85d155564e2e272a28d1802ca10daf4496794697cf8db5856cb6c1"');
    expect(header).toContain('algorithm=SHA-256');
  });

  it('RFC 2617 MD5 (no algorithm named)', () => {
    const challenge =
      'Digest realm="testrealm@host.com", qop="auth,auth-int", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", ' +
      'opaque="5ccc069c403ebaf9f0171e9517f40e41"';
    const header = answer(challenge, 'Circle Of Life', '0a4f113b');
    expect(header).toContain('response="6629fae49393a05397450978507c4ef1"');
  });
});

describe('WWW-Authenticate challenges', () => {
  it('reads several challenges in one header, quoted commas included', () => {
    const list = parseChallenges(
      'Basic realm="Radicale, the server", Digest realm="x", nonce="n,1", algorithm=SHA-256, qop="auth"',
    );
    expect(list).toEqual([
      { scheme: 'basic', params: { realm: 'Radicale, the server' } },
      { scheme: 'digest', params: { realm: 'x', nonce: 'n,1', algorithm: 'SHA-256', qop: 'auth' } },
    ]);
  });

  it('refuses to answer what it cannot do right (auth-int only, unknown algorithm)', () => {
    const [intOnly] = parseChallenges('Digest realm="r", nonce="n", qop="auth-int"');
    const [unknown] = parseChallenges('Digest realm="r", nonce="n", algorithm=SHA-1');
    expect(canAnswerDigest(intOnly!)).toBe(false);
    expect(canAnswerDigest(unknown!)).toBe(false);
  });

  it('Basic is base64 of user:password in UTF-8', () => {
    expect(basicAuthorization('Aladdin', 'open sesame')).toBe('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  });
});
