import { sendJson } from './send-json';

describe('sendJson', () => {
  it('uses sendBeacon with the JSON text', () => {
    const sent: string[] = [];
    const how = sendJson('/api/bm', { n: 'LCP' }, { sendBeacon: (_url, data) => (sent.push(data), true) });
    expect(how).toBe('beacon');
    expect(sent).toEqual(['{"n":"LCP"}']);
  });

  it('falls back to fetch with keepalive when sendBeacon is missing or refuses', () => {
    const calls: [string, RequestInit][] = [];
    const fetch = (url: string, init: RequestInit) => (calls.push([url, init]), Promise.resolve());
    expect(sendJson('/api/bm', { n: 'CLS' }, { fetch })).toBe('fetch');
    expect(sendJson('/api/bm', { n: 'INP' }, { sendBeacon: () => false, fetch })).toBe('fetch');
    expect(calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true, body: '{"n":"CLS"}' });
    expect(calls).toHaveLength(2);
  });

  it('swallows a failed fetch and says when nothing can send', async () => {
    expect(sendJson('/x', {}, { fetch: () => Promise.reject(new Error('offline')) })).toBe('fetch');
    expect(sendJson('/x', {}, {})).toBe('none');
    await Promise.resolve();
  });
});
