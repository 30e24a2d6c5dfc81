/** Messages and conversations (docs/messages.md): one service call each, the caller from the Bearer token. */
import { CONTACT_SUBJECTS } from '@/lib/messages/contact-rules';
import type { ConversationEventDto } from '@/server/services/conversation-events';
import { viewerOf } from '@/server/services/conversations';
import type { MessageDeps } from '@/server/services/messages';
import type { GraphQLContext } from '../../context';
import type { Resolvers } from '../../generated/resolver-types';
import { requireUser } from '../accounts/accounts.errors';

function depsOf(context: GraphQLContext): MessageDeps {
  return {
    db: context.deps.db,
    mailer: context.deps.mailer,
    store: context.services.messages.store(),
    siteOrigin: context.deps.config.siteOrigin,
    now: context.deps.config.now(),
    events: context.services.messages.events(),
  };
}

async function viewer(context: GraphQLContext) {
  return viewerOf(context.deps.db, requireUser(context));
}

export const messagesResolvers = {
  Query: {
    contactSubjects: () => [...CONTACT_SUBJECTS],
    conversations: async (_parent, { tab, first, after }, context) =>
      context.services.messages.list(context.deps.db, await viewer(context), tab, first, after),
    conversation: async (_parent, { id }, context) =>
      context.services.messages.get(context.deps.db, await viewer(context), id),
    unreadConversationCount: async (_parent, _args, context) =>
      context.services.messages.unreadCount(context.deps.db, await viewer(context)),
  },
  Conversation: {
    messages: (parent, { first }) => parent.messages.slice(-Math.min(Math.max(first ?? 100, 1), 100)),
  },
  ConversationMessage: {
    attachments: (parent, { first }) => parent.attachments.slice(0, Math.max(first ?? 5, 0)),
  },
  Mutation: {
    sendContactMessage: async (_parent, { input }, context) =>
      context.services.messages.send(
        depsOf(context),
        {
          advertId: input.advertId,
          subject: input.subject,
          message: input.message,
          phone: input.phone ?? '',
          name: input.name ?? '',
          email: input.email ?? '',
          attachments: input.attachments ?? null,
        },
        context.user,
      ),
    replyToConversation: async (_parent, { id, message, attachments }, context) => ({
      message: await context.services.messages.reply(depsOf(context), requireUser(context), {
        id,
        message,
        attachments: attachments ?? null,
      }),
    }),
    markConversationRead: async (_parent, { id }, context) =>
      context.services.messages.markRead(depsOf(context), await viewer(context), id),
    deleteConversation: async (_parent, { id }, context) =>
      context.services.messages.remove(depsOf(context), await viewer(context), id),
    restoreConversation: async (_parent, { id }, context) =>
      context.services.messages.restore(depsOf(context), await viewer(context), id),
  },
  Subscription: {
    conversationEvents: {
      // An async function, not a generator: UNAUTHENTICATED is answered before the stream opens.
      subscribe: async (_parent, _args, context) =>
        context.services.messages.liveEvents(
          { db: context.deps.db, events: context.services.messages.events(), now: context.deps.config.now },
          requireUser(context),
          await viewer(context),
        ),
      resolve: (event: ConversationEventDto) => event,
    },
  },
} satisfies Resolvers;
