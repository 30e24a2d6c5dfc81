import { pageNameOf, snakeCase } from './page-name';

it.each([
  ['home', 'home'],
  ['myAccount', 'my_account'],
  ['savedSearches', 'saved_searches'],
  ['ad2Page', 'ad2_page'],
])('snakeCase(%s) = %s', (id, name) => {
  expect(snakeCase(id)).toBe(name);
});

it.each([
  ['/', 'home'],
  ['/?utm_source=ios', 'home'],
  ['/autoturisme#top', 'listing'],
  ['/contul-meu', 'my_account'],
  ['/nu/exista/deloc/aici', 'unknown'],
])('pageNameOf(%s) = %s', (path, name) => {
  expect(pageNameOf(path)).toBe(name);
});
