/** The addresses a retried photo is asked for under. */
import { photoAttemptUrl, photoSrcSet } from './advert-gallery';

describe('photoAttemptUrl', () => {
  it('keeps the address until a retry, then adds the attempt (after a query if there is one)', () => {
    expect(photoAttemptUrl('/media/seed/a.jpg', 0)).toBe('/media/seed/a.jpg');
    expect(photoAttemptUrl('/media/seed/a.jpg', 2)).toBe('/media/seed/a.jpg?incercare=2');
    expect(photoAttemptUrl('/media/a.jpg?w=400', 1)).toBe('/media/a.jpg?w=400&incercare=1');
  });

  it('gives both sizes of the srcset the same attempt', () => {
    const photo = { id: 'p', url: '/media/a.jpg', thumbnailUrl: '/media/a.thumb.jpg', width: 1280, height: 960 };
    expect(photoSrcSet(photo, 1)).toBe('/media/a.thumb.jpg?incercare=1 400w, /media/a.jpg?incercare=1 1280w');
  });
});
