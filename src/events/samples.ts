// Sample payloads for the test endpoint: the shape of each event kind with made-up values.
import { dataEvents, exceptionEvents, interactionEvents } from './catalogue.js';

const sampleUser = {
  id: 'sample_user_id',
  username: 'sample_user',
  primaryEmail: 'user@example.com',
  primaryPhone: null,
  name: 'Sample User',
  avatar: null,
  customData: {},
  profile: {},
  identities: {},
  hasPassword: true,
  isSuspended: false,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
};

export function samplePayload(hookId: string, event: string): Record<string, unknown> {
  const base = { hookId, event, createdAt: new Date().toISOString() };
  if ((interactionEvents as readonly string[]).includes(event)) {
    const interactionEvent = event === 'PostRegister' ? 'Register' : event === 'PostSignIn' ? 'SignIn' : 'ForgotPassword';
    return {
      ...base,
      interactionEvent,
      sessionId: 'sample_session_id',
      userAgent: 'Mozilla/5.0 (sample)',
      userIp: '203.0.113.7',
      userId: sampleUser.id,
      user: sampleUser,
      application: { id: 'sample_app_id', type: 'SPA', name: 'Sample app', description: null },
    };
  }
  if ((exceptionEvents as readonly string[]).includes(event)) {
    return event === 'Message.RateLimited'
      ? { ...base, action: 'VerificationCodeSend', recipient: 'user@example.com' }
      : { ...base, type: 'email', value: 'user@example.com' };
  }
  if ((dataEvents as readonly string[]).includes(event)) {
    return {
      ...base,
      userAgent: 'sample-client/1.0',
      ip: '203.0.113.7',
      path: `/users/${sampleUser.id}`,
      method: 'PATCH',
      status: 200,
      params: { userId: sampleUser.id },
      matchedRoute: '/users/:userId',
      data: sampleUser,
    };
  }
  return base;
}
