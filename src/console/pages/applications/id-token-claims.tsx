// An application's "ID token claims" tab: the claim mappings of its ID tokens (declarative custom
// claims; userinfo does not carry them), and a test preview for a chosen user and grant type.
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../gql';
import { execute } from '../../graphql/client';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ClaimMappingsEditor, ClaimPreviewResult, PreviewSection } from '../../components/claim-mappings-editor';
import { QueryState } from '../../components/query-state';
import { UserSearchSelect } from '../../components/server-pickers';

const ApplicationIdTokenClaims = graphql(`
  query ConsoleApplicationIdTokenClaims($id: ID!) {
    application(id: $id) {
      id
      idTokenClaims {
        claim
        from
        grantTypes
      }
    }
  }
`);

const SetApplicationIdTokenClaims = graphql(`
  mutation ConsoleSetApplicationIdTokenClaims($id: ID!, $mappings: [ClaimMappingInput!]!) {
    setApplicationIdTokenClaims(id: $id, mappings: $mappings) {
      mappings {
        claim
        from
        grantTypes
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const TestApplicationIdTokenClaims = graphql(`
  query ConsoleTestApplicationIdTokenClaims($id: ID!, $userId: ID!, $grantType: String) {
    testApplicationIdTokenClaims(id: $id, userId: $userId, grantType: $grantType)
  }
`);

const GRANT_TYPES = ['authorization_code', 'refresh_token'];

export function IdTokenClaims({ applicationId }: { applicationId: string }) {
  const query = useGraphQLQuery(ApplicationIdTokenClaims, { id: applicationId });
  const set = useGraphQLMutation(SetApplicationIdTokenClaims);
  const [userId, setUserId] = useState<string | null>(null);
  const [grantType, setGrantType] = useState<string>('authorization_code');
  const [claims, setClaims] = useState<Record<string, unknown>>();
  const [error, setError] = useState<string>();
  const [testing, setTesting] = useState(false);

  const runTest = async () => {
    if (!userId) return setError('Choose a user to test with');
    setTesting(true);
    setError(undefined);
    try {
      setClaims((await execute(TestApplicationIdTokenClaims, { id: applicationId, userId, grantType })).testApplicationIdTokenClaims);
    } catch (failure) {
      setClaims(undefined);
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setTesting(false);
    }
  };

  return (
    <QueryState query={query}>
      {() => (
        <ClaimMappingsEditor
          tokenLabel="ID token"
          mappings={query.data!.application?.idTokenClaims ?? []}
          grantTypes={GRANT_TYPES}
          saving={set.isPending}
          save={async (next) => (await set.mutateAsync({ id: applicationId, mappings: next })).setApplicationIdTokenClaims.userErrors}
          preview={
            <PreviewSection>
              <Group align="flex-end" wrap="wrap">
                <UserSearchSelect label="User" placeholder="Search users" value={userId} onChange={setUserId} w={260} />
                <Select label="Grant type" data={GRANT_TYPES} allowDeselect={false} value={grantType} onChange={(g) => g && setGrantType(g)} w={260} />
                <Button variant="default" loading={testing} onClick={() => void runTest()}>
                  Run test
                </Button>
              </Group>
              <ClaimPreviewResult claims={claims} error={error} />
            </PreviewSection>
          }
        />
      )}
    </QueryState>
  );
}
