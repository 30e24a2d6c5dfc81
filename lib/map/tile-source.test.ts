import { DEFAULT_TILE_URL, isTileTemplate, tileImageSource } from './tile-source';

describe('tile source', () => {
  it('allows the tile server origin in the CSP, with {s} subdomains as a wildcard', () => {
    expect(tileImageSource(DEFAULT_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(tileImageSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileImageSource('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
  });

  it('accepts only http(s) templates with {z}, {x} and {y}', () => {
    expect(isTileTemplate(DEFAULT_TILE_URL)).toBe(true);
    expect(isTileTemplate('https://tile.openstreetmap.org/{z}/{x}.png')).toBe(false);
    expect(isTileTemplate('javascript:alert(1)//{z}{x}{y}')).toBe(false);
    expect(isTileTemplate('not a url {z}{x}{y}')).toBe(false);
    expect(() => tileImageSource('ftp://tiles.example.org/{z}/{x}/{y}.png')).toThrow();
  });
});
