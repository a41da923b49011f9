// How codes and invitations are delivered (SMTP, SMS gateway), set in the console: thin calls
// into src/domain/sign-in/message-delivery.ts, which validates, seals and masks.
import { clearDelivery, getMessageDelivery, sendTestMessage, setEmailDelivery, setSmsDelivery } from '../../domain/sign-in/message-delivery.js';
import type { Resolvers } from '../types.generated.js';

export const messageDeliveryResolvers: Resolvers = {
  Query: {
    messageDelivery: (_, __, ctx) => getMessageDelivery(ctx.db, ctx.services.config),
  },
  Mutation: {
    setEmailDelivery: async (_, { input }, ctx) => {
      await setEmailDelivery(ctx.db, ctx.services.config, ctx.services.clock, input);
      return { messageDelivery: await getMessageDelivery(ctx.db, ctx.services.config), userErrors: [] };
    },
    clearEmailDelivery: async (_, __, ctx) => {
      await clearDelivery(ctx.db, 'email');
      return { messageDelivery: await getMessageDelivery(ctx.db, ctx.services.config), userErrors: [] };
    },
    setSmsDelivery: async (_, { input }, ctx) => {
      await setSmsDelivery(ctx.db, ctx.services.config, ctx.services.clock, input);
      return { messageDelivery: await getMessageDelivery(ctx.db, ctx.services.config), userErrors: [] };
    },
    clearSmsDelivery: async (_, __, ctx) => {
      await clearDelivery(ctx.db, 'sms');
      return { messageDelivery: await getMessageDelivery(ctx.db, ctx.services.config), userErrors: [] };
    },
    sendTestMessage: async (_, { channel, to }, ctx) => ({
      ...(await sendTestMessage(ctx.db, ctx.services.config, channel === 'Email' ? 'email' : 'sms', to)),
      userErrors: [],
    }),
  },
};
