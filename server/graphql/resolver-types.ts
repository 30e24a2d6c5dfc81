/** Types shared by the modules' resolver maps (no codegen this issue: written by hand). */
import type { GraphQLContext } from './context';

/** A root-field resolver: parent is unused, arguments are typed per field. */
export type RootResolver<TArgs, TResult> = (
  parent: unknown,
  args: TArgs,
  context: GraphQLContext,
) => Promise<TResult>;

