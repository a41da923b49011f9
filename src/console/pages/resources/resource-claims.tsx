// An API resource's "Claims" tab: the claim mappings of its access tokens (declarative custom
// claims), and a test preview for a chosen user, application and grant type.
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../gql';
import { execute } from '../../graphql/client';
import { useGraphQLMutation } from '../../graphql/hooks';
import { ClaimMappingsEditor, ClaimPreviewResult, PreviewSection, type ClaimMappingValue } from '../../components/claim-mappings-editor';
import { ApplicationSearchSelect, UserSearchSelect } from '../../components/server-pickers';

const SetResourceClaims = graphql(`
  mutation ConsoleSetResourceClaimMappings($id: ID!, $mappings: [ClaimMappingInput!]!) {
    setResourceClaimMappings(id: $id, mappings: $mappings) {
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

const TestResourceClaims = graphql(`
  query ConsoleTestResourceClaims($id: ID!, $userId: ID!, $applicationId: ID, $grantType: String) {
    testResourceClaims(id: $id, userId: $userId, applicationId: $applicationId, grantType: $grantType)
  }
`);

const GRANT_TYPES = ['authorization_code', 'refresh_token', 'client_credentials', 'urn:ietf:params:oauth:grant-type:token-exchange'];

export function ResourceClaims({ resourceId, mappings }: { resourceId: string; mappings: readonly ClaimMappingValue[] }) {
  const set = useGraphQLMutation(SetResourceClaims);
  const [userId, setUserId] = useState<string | null>(null);
  const [applicationId, setApplicationId] = useState<string | null>(null);
  const [grantType, setGrantType] = useState<string>('authorization_code');
  const [claims, setClaims] = useState<Record<string, unknown>>();
  const [error, setError] = useState<string>();
  const [testing, setTesting] = useState(false);

  const runTest = async () => {
    if (!userId) return setError('Choose a user to test with');
    setTesting(true);
    setError(undefined);
    try {
      setClaims((await execute(TestResourceClaims, { id: resourceId, userId, applicationId, grantType })).testResourceClaims);
    } catch (failure) {
      setClaims(undefined);
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setTesting(false);
    }
  };

  return (
    <ClaimMappingsEditor
      tokenLabel="access token"
      mappings={mappings}
      grantTypes={GRANT_TYPES}
      saving={set.isPending}
      save={async (next) => (await set.mutateAsync({ id: resourceId, mappings: next })).setResourceClaimMappings.userErrors}
      preview={
        <PreviewSection>
          <Group align="flex-end" wrap="wrap">
            <UserSearchSelect label="User" placeholder="Search users" value={userId} onChange={setUserId} w={260} />
            <ApplicationSearchSelect
              label="Application (optional)"
              placeholder="Search applications"
              value={applicationId}
              onChange={setApplicationId}
              w={260}
            />
            <Select label="Grant type" data={GRANT_TYPES} allowDeselect={false} value={grantType} onChange={(g) => g && setGrantType(g)} w={260} />
            <Button variant="default" loading={testing} onClick={() => void runTest()}>
              Run test
            </Button>
          </Group>
          <ClaimPreviewResult claims={claims} error={error} />
        </PreviewSection>
      }
    />
  );
}
