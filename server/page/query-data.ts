/** client.query for page loaders: resolves to the data, or throws (errors keep their SPEC §8 shape). */
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';

/** Runs a query and returns its data; a GraphQL error or a missing result throws. */
export async function queryData<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const result = await client.query<TData, TVariables>({ query, variables } as ApolloClient.QueryOptions<TData, TVariables>);
  const { error } = result;
  if (error) throw error instanceof Error ? error : new Error(error.message);
  if (result.data === undefined) throw new Error('GraphQL query returned no data');
  return result.data;
}
