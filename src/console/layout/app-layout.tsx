// The frame of every signed-in page: navigation by Management API noun, the user, sign-out.
import { Alert, AppShell, Burger, Button, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { mayChange, mayOpen, navigation, sectionOf } from '../navigation';
import { ReadOnlyContext } from '../components/read-only';
import { QueryState } from '../components/query-state';
import { graphql } from '../gql';
import { useGraphQLQuery } from '../graphql/hooks';

// The ID token carries no name: the header asks the Management API who the signed-in user is.
const SignedInUser = graphql(`
  query ConsoleSignedInUser($id: ID!) {
    user(id: $id) {
      id
      username
      name
      primaryEmail
    }
  }
`);

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  const { session, signOut } = useAuth();
  const location = useLocation();
  const me = useGraphQLQuery(SignedInUser, { id: session.user.sub }).data?.user;
  const who = me?.username ?? me?.name ?? me?.primaryEmail ?? '';
  const section = sectionOf(location.pathname);
  const readOnly = section !== undefined && mayOpen(section, session.managementScopes) && !mayChange(section, session.managementScopes);
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Text fw={700} component={Link} to="/">
              Tessera Console
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="sm" truncate maw={240}>
              {who}
            </Text>
            <Button size="xs" variant="default" onClick={signOut}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main">
        <ScrollArea>
          {navigation
            .filter((item) => mayOpen(item, session.managementScopes))
            .map((item) => {
              const active = location.pathname === item.path || location.pathname.startsWith(`${item.path}/`);
              // Filled: the current section stands out at a glance (the light variant was barely visible).
              return (
                <NavLink
                  key={item.path}
                  component={Link}
                  to={item.path}
                  label={item.label}
                  active={active}
                  variant="filled"
                  aria-current={active ? 'page' : undefined}
                  onClick={close}
                />
              );
            })}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <div id="content">
          {readOnly ? (
            <Alert color="gray" mb="md" title="Read only">
              Your roles let you view {section.label}, not change it.
            </Alert>
          ) : null}
          <ReadOnlyContext.Provider value={readOnly}>
            <div data-read-only={readOnly || undefined}>
              <Suspense fallback={<QueryState query={{ isPending: true, isError: false, error: undefined, refetch() {} }}>{() => null}</QueryState>}>
                <Outlet />
              </Suspense>
            </div>
          </ReadOnlyContext.Provider>
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
