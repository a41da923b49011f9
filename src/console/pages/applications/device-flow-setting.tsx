// The application's device flow switch (RFC 8628; the compatible product's isDeviceFlow): with
// it on, a TV, a CLI or another device without a browser may ask /oidc/device/auth for a user
// code that a person enters at /device. Native and Traditional applications only. Saves at once;
// the server's refusal is shown under the control, which keeps the server's value.
import { Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { useGraphQLMutation } from '../../graphql/hooks';
import { GeneralErrors } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';

const UpdateDeviceFlow = graphql(`
  mutation ConsoleUpdateApplicationDeviceFlow($id: ID!, $input: UpdateApplicationInput!) {
    updateApplication(id: $id, input: $input) {
      application {
        id
        customClientMetadata {
          isDeviceFlow
        }
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const FIELD = 'customClientMetadata.isDeviceFlow';

export function DeviceFlowSetting({ id, isDeviceFlow }: { id: string; isDeviceFlow: boolean }) {
  const update = useGraphQLMutation(UpdateDeviceFlow);
  const [value, setValue] = useState(isDeviceFlow);
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string[]>([]);
  useEffect(() => setValue(isDeviceFlow), [isDeviceFlow]);

  const save = async (next: boolean) => {
    setError(undefined);
    setGeneral([]);
    setValue(next);
    const { updateApplication } = await update.mutateAsync({ id, input: { customClientMetadata: { isDeviceFlow: next } } });
    if (updateApplication.userErrors.length) {
      const split = splitUserErrors(updateApplication.userErrors, [FIELD]);
      setError(split.byField[FIELD]);
      setGeneral(split.general);
      setValue(isDeviceFlow);
      return;
    }
    notifications.show({ message: next ? 'Devices may sign users in with a user code' : 'The device flow is off', color: 'green' });
  };

  return (
    <Stack gap="xs" mt="lg">
      <Title order={4}>Device flow</Title>
      <Text size="sm" c="dimmed">
        For TVs, CLIs and devices without a browser (RFC 8628): the device shows a short code, the person enters it at <code>/device</code> on their phone or
        computer, signs in and allows it.
      </Text>
      <GeneralErrors messages={general} />
      <Switch
        label="Allow the device authorization grant"
        checked={value}
        disabled={update.isPending}
        error={error}
        onChange={(event) => void save(event.currentTarget.checked)}
      />
    </Stack>
  );
}
