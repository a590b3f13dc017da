import { detectPlatform, playUrls } from './play-links';
import { sampleGames } from '../../test/games.fixture';

const clashRoyale = sampleGames[2].play_links!;

describe('playUrls', () => {
  it('opens the web page on desktop', () => {
    expect(playUrls(clashRoyale, 'desktop')).toEqual({
      url: 'https://supercell.com/en/games/clashroyale/',
      fallback: null,
    });
  });

  it.each([
    ['ios', 'https://apps.apple.com/app/id1053012308'],
    ['android', 'https://play.google.com/store/apps/details?id=com.supercell.clashroyale'],
  ] as const)('opens the app on %s, with its store page as the fallback', (platform, store) => {
    expect(playUrls(clashRoyale, platform)).toEqual({ url: 'clashroyale://', fallback: store });
  });
});

describe('detectPlatform', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'desktop'],
  ])('%s is %s', (userAgent, platform) => {
    expect(detectPlatform(userAgent)).toBe(platform);
  });
});
