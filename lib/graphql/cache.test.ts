import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createApolloCache, mergeCacheState } from './cache';

const query = gql`
  query Cache_Test($id: ID!) {
    advert(id: $id) {
      id
      title
      year
    }
  }
`;

describe('mergeCacheState', () => {
  it('adds new entities, lets incoming fields win and keeps fields only the browser had', () => {
    const merged = mergeCacheState(
      {
        'Advert:1': { __typename: 'Advert', id: '1', title: 'Old', year: 2010 },
        'Advert:2': { __typename: 'Advert', id: '2', title: 'Two' },
        ROOT_QUERY: { __typename: 'Query', 'advert({"id":"1"})': { __ref: 'Advert:1' } },
      },
      {
        'Advert:1': { __typename: 'Advert', id: '1', title: 'New' },
        'Advert:3': { __typename: 'Advert', id: '3', title: 'Three' },
        ROOT_QUERY: { __typename: 'Query', 'advert({"id":"3"})': { __ref: 'Advert:3' } },
      },
    );
    expect(merged['Advert:1']).toEqual({ __typename: 'Advert', id: '1', title: 'New', year: 2010 });
    expect(merged['Advert:2']?.['title']).toBe('Two');
    expect(merged['Advert:3']?.['title']).toBe('Three');
    expect(Object.keys(merged['ROOT_QUERY'] ?? {}).sort()).toEqual([
      '__typename',
      'advert({"id":"1"})',
      'advert({"id":"3"})',
    ]);
  });

  it('restored state answers queries from the cache', () => {
    const server = createApolloCache();
    server.writeQuery({
      query,
      variables: { id: '7' },
      data: { advert: { __typename: 'Advert', id: '7', title: 'Dacia Logan', year: 2019 } },
    });
    const browser = createApolloCache(server.extract());
    expect(browser.readQuery({ query, variables: { id: '7' } })).toEqual({
      advert: { __typename: 'Advert', id: '7', title: 'Dacia Logan', year: 2019 },
    });
  });
});
