import { describe, expect, it } from 'vitest';
import { preferredPlatforms } from '../../src-renderer/features/download/detect-platform.ts';

describe('the installer offered first on /download', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', ['windows']],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', ['macos']],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', ['linux-deb', 'linux-appimage']],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', ['linux-appimage', 'linux-deb']],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', []],
  ])('for %s is %j', (ua, expected) => {
    expect(preferredPlatforms(ua)).toEqual(expected);
  });
});
