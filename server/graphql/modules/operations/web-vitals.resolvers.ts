/** Query.webVitalsP75 (the team's performance page): team members only, then one service call. */
import { createGraphQLError } from 'graphql-yoga';
import { appNow } from '@/server/clock';
import { isReportWindow, webVitalsP75 } from '@/server/services/operations/web-vitals-report';
import type { Resolvers } from '../../generated/resolver-types';
import { requireStaff } from './staff';

export const webVitalsResolvers = {
  Query: {
    webVitalsP75: async (_parent, args, context) => {
      await requireStaff(context);
      if (!isReportWindow(args.days)) {
        throw createGraphQLError('days must be 14 or 30.', {
          extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'days' },
        });
      }
      return webVitalsP75(context.db, args.days, appNow());
    },
  },
} satisfies Resolvers;
