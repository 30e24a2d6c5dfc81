import { isInAppBrowser } from './in-app-browser';

const CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

describe('isInAppBrowser (SPEC §9)', () => {
  it.each<[string, string, boolean]>([
    ['?utm_source=android', CHROME, true],
    ['utm_source=ios', CHROME, true],
    ['?utm_source=facebook', CHROME, false],
    ['', CHROME, false],
    ['', `${CHROME} Android App 5.2`, true],
    ['', 'Mozilla/5.0 (iPhone) iPhone App/3.1', true],
    ['', 'Volan iOS App', true],
    ['?utm_source=Android', CHROME, false],
  ])('%s with %s → %s', (search, agent, expected) => {
    expect(isInAppBrowser(search, agent)).toBe(expected);
  });
});
