// How codes and invitations are delivered, over REST at Tessera's own paths (the compatible
// product configures this through its email and SMS connectors, whose shapes differ): GET both
// channels, PUT or DELETE one, POST a test message. Secrets are answered masked (`********`).
import { body, type RestRoute } from '../route.js';

const SMTP = 'host port security username password fromAddress fromName';
const GATEWAY = 'type url accountSid authToken from';
const FIELDS = `email { source smtp { ${SMTP} } updatedAt } sms { source gateway { ${GATEWAY} } updatedAt }`;
const ERRORS = 'userErrors { code message field data }';
const tag = 'Message delivery';

export const messageDeliveryRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/message-delivery',
    tag,
    summary: 'How verification codes and invitations are delivered: for email and SMS, where messages go now and the console’s setting (secrets masked)',
    operation: `query { messageDelivery { ${FIELDS} } }`,
    variables: () => ({}),
    status: 200,
    responseType: 'MessageDelivery',
  },
  {
    method: 'PUT',
    path: '/message-delivery/email',
    tag,
    summary:
      'Set the SMTP server email goes through (it wins over SMTP_URL): `{ host, port, security: "Tls" | "StartTls" | "None", username?, password?, fromAddress, fromName? }`; the password is sealed at rest, answered masked, and `********` keeps it',
    operation: `mutation($input: SmtpDeliveryInput!) { setEmailDelivery(input: $input) { messageDelivery { ${FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ input: body(req) }),
    status: 200,
    bodyType: 'SmtpDeliveryInput',
    responseType: 'MessageDelivery',
  },
  {
    method: 'DELETE',
    path: '/message-delivery/email',
    tag,
    summary: 'Remove the console’s email delivery: SMTP_URL (or, in development, the log) applies again; 404 when none is set',
    operation: `mutation { clearEmailDelivery { messageDelivery { ${FIELDS} } ${ERRORS} } }`,
    variables: () => ({}),
    status: 204,
  },
  {
    method: 'PUT',
    path: '/message-delivery/sms',
    tag,
    summary:
      'Set the SMS gateway (it wins over SMS_WEBHOOK_URL and SMS_TWILIO_*): `{ type: "Webhook", url }` or `{ type: "Twilio", accountSid, authToken, from }`; the auth token is sealed at rest, answered masked, and `********` keeps it',
    operation: `mutation($input: SmsDeliveryInput!) { setSmsDelivery(input: $input) { messageDelivery { ${FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ input: body(req) }),
    status: 200,
    bodyType: 'SmsDeliveryInput',
    responseType: 'MessageDelivery',
  },
  {
    method: 'DELETE',
    path: '/message-delivery/sms',
    tag,
    summary: 'Remove the console’s SMS delivery: the environment’s (or none) applies again; 404 when none is set',
    operation: `mutation { clearSmsDelivery { messageDelivery { ${FIELDS} } ${ERRORS} } }`,
    variables: () => ({}),
    status: 204,
  },
  {
    method: 'POST',
    path: '/message-delivery/test',
    tag,
    summary:
      'Send a test message `{ channel: "Email" | "Sms", to }` through the channel’s current delivery; answers `{ delivered, error }` with the mail server’s or gateway’s refusal',
    operation: `mutation($channel: MessageChannel!, $to: String!) { sendTestMessage(channel: $channel, to: $to) { delivered error ${ERRORS} } }`,
    variables: (req) => ({ channel: body(req).channel, to: body(req).to }),
    status: 200,
    result: { fields: ['delivered', 'error'] },
  },
];
