// What the console shows before it is usable: signing in, a failed sign-in, or no access.
import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { signOut, type Session } from '../auth/oidc';

export function SigningIn() {
  return (
    <Center h="100vh" role="status" aria-live="polite">
      <Stack align="center">
        <Loader aria-label="Signing in" />
        <Text>Signing in…</Text>
      </Stack>
    </Center>
  );
}

export function SignInFailed({ message }: { message: string }) {
  return (
    <Container size="xs" py="xl">
      <Title order={1} size="h2" mb="md">
        Sign-in failed
      </Title>
      <Alert color="red" role="alert" mb="md">
        {message}
      </Alert>
      <Button component="a" href="/console/">
        Sign in again
      </Button>
    </Container>
  );
}

export function NoAccess({ session }: { session: Session }) {
  return (
    <Container size="xs" py="xl">
      <Title order={1} size="h2" mb="md">
        No access
      </Title>
      <Text mb="md">
        You are signed in, but this account does not hold the administrator role, so it cannot use the console. Ask an administrator to assign it, or sign in
        with another account.
      </Text>
      <Button onClick={() => void signOut(session)}>Sign out</Button>
    </Container>
  );
}
