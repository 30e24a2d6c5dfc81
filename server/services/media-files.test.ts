import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createMediaHandler, type MediaRequest, resolveMediaPath } from './media-files';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'volan-media-'));
  mkdirSync(path.join(dir, 'uploads', 'seed'), { recursive: true });
  writeFileSync(path.join(dir, 'uploads', 'seed', 'car-01.jpg'), Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]));
  writeFileSync(path.join(dir, 'uploads', 'seed', 'notes.txt'), 'text');
  writeFileSync(path.join(dir, 'secret.jpg'), 'outside');
  symlinkSync(path.join(dir, 'secret.jpg'), path.join(dir, 'uploads', 'seed', 'link.jpg'));
  const handler = createMediaHandler(path.join(dir, 'uploads'));
  // Mimics Next: the path after /api/media/ split on '/', each segment decoded, in query.key.
  server = createServer((req, res) => {
    const pathname = (req.url ?? '').split('?')[0] ?? '';
    const rest = pathname.replace(/^\/api\/media\/?/, '');
    const key = rest === '' ? [] : rest.split('/').map((s) => decodeURIComponent(s));
    const request: MediaRequest = Object.assign(req, { query: { key } });
    void handler(request, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/media`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('media files', () => {
  it('serves a stored image with its content type and a long cache lifetime', async () => {
    const res = await fetch(`${base}/seed/car-01.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(readFileSync(path.join(dir, 'uploads', 'seed', 'car-01.jpg')));
    const again = await fetch(`${base}/seed/car-01.jpg`, {
      headers: { 'if-none-match': res.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for missing files and anything outside the folder', async () => {
    for (const url of [
      '/seed/missing.jpg',
      '/seed/notes.txt',
      '/seed/link.jpg',
      '/..%2Fsecret.jpg',
      '/seed/..%2F..%2Fsecret.jpg',
      '/%2E%2E/secret.jpg',
      '/seed/%2E%2E/%2E%2E/secret.jpg',
      '/seed',
      '',
      '/seed/car-01.jpg%00.png',
    ]) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(404);
    }
  });

  it('refuses other methods', async () => {
    expect((await fetch(`${base}/seed/car-01.jpg`, { method: 'POST' })).status).toBe(405);
  });

  it('resolves only plain segments inside the folder', () => {
    expect(resolveMediaPath('/data/uploads', ['seed', 'a.jpg'])).toBe(path.resolve('/data/uploads/seed/a.jpg'));
    for (const segments of [
      ['..', 'a.jpg'],
      ['seed', '..', '..', 'a.jpg'],
      ['/etc/a.jpg'],
      ['seed\\..\\a.jpg'],
      ['.hidden.jpg'],
      ['a.svg'],
      [],
    ]) {
      expect(resolveMediaPath('/data/uploads', segments)).toBeNull();
    }
  });
});
