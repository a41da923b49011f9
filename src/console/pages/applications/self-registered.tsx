// Applications that registered themselves (RFC 7591, client ID metadata documents): marked in the
// list, and removable in one click there (the client can register again; nothing of an
// administrator's is lost).
import { Badge, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { graphql } from '../../gql';
import { useGraphQLMutation } from '../../graphql/hooks';

const RemoveSelfRegistered = graphql(`
  mutation ConsoleRemoveSelfRegisteredApplication($id: ID!) {
    deleteApplication(id: $id) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

export function SelfRegisteredBadge() {
  return (
    <Badge variant="light" color="grape" size="sm">
      Self-registered
    </Badge>
  );
}

export function RemoveSelfRegisteredButton({ id, name }: { id: string; name: string }) {
  const remove = useGraphQLMutation(RemoveSelfRegistered);
  return (
    <Button
      size="compact-xs"
      color="red"
      variant="subtle"
      aria-label={`Delete ${name}`}
      loading={remove.isPending}
      onClick={async () => {
        const { deleteApplication } = await remove.mutateAsync({ id });
        const refused = deleteApplication.userErrors[0];
        notifications.show(refused ? { message: refused.message, color: 'red' } : { message: `${name} deleted`, color: 'green' });
      }}
    >
      Delete
    </Button>
  );
}
