// A new webhook; its signing key is shown once, then the hook's page opens.
import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation } from '../../graphql/hooks';
import { OneTimeSecret } from '../../components/one-time-secret';
import { PageHeader } from '../../components/page-header';
import { HookForm, hookFormValues } from './hook-form';

const CreateHook = graphql(`
  mutation ConsoleCreateHook($input: CreateHookInput!) {
    createHook(input: $input) {
      hook {
        id
      }
      signingKey
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export default function WebhookCreate() {
  const navigate = useNavigate();
  const create = useGraphQLMutation(CreateHook);
  const [created, setCreated] = useState<{ id: string; signingKey: string }>();
  return (
    <>
      <PageHeader title="Create webhook" parent={{ label: 'Webhooks', to: '/webhooks' }} />
      <Paper withBorder p="md">
        <HookForm
          initial={hookFormValues()}
          submitLabel="Create webhook"
          onSubmit={async (input) => {
            const { createHook } = await create.mutateAsync({ input });
            if (!createHook.userErrors.length) {
              notifications.show({ message: 'Webhook created', color: 'green' });
              setCreated({ id: createHook.hook!.id, signingKey: createHook.signingKey! });
            }
            return createHook.userErrors;
          }}
        />
      </Paper>
      <OneTimeSecret title="The webhook’s signing key" secret={created?.signingKey} onClose={() => navigate(`/webhooks/${created!.id}`)}>
        Your receiver checks each request’s <code>webhook-signature</code> with it (see the webhooks guide).
      </OneTimeSecret>
    </>
  );
}
