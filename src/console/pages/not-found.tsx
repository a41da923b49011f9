import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack>
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text>
        Nothing lives at this address.{' '}
        <Anchor component={Link} to="/users">
          Go to the users
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
