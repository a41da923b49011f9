// The organization template: the organization roles and organization scopes every organization
// shares (tabs in ?tab=). Reached from the organizations list.
import { Tabs, Paper, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { OrganizationRolesTab } from './organization-roles';
import { OrganizationScopesTab } from './organization-scopes';

export default function OrganizationTemplate() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'scopes' ? 'scopes' : 'roles';
  return (
    <>
      <PageHeader title="Organization template" parent={{ label: 'Organizations', to: '/organizations' }} />
      <Text size="sm" c="dimmed" mb="md">
        Roles and scopes defined here exist in every organization; each member holds their own roles per organization.
      </Text>
      <Tabs value={tab} onChange={(next) => setParams(next && next !== 'roles' ? { tab: next } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="roles">Organization roles</Tabs.Tab>
          <Tabs.Tab value="scopes">Organization scopes</Tabs.Tab>
        </Tabs.List>
        <Paper withBorder p="md">
          <Tabs.Panel value="roles">
            <OrganizationRolesTab />
          </Tabs.Panel>
          <Tabs.Panel value="scopes">
            <OrganizationScopesTab />
          </Tabs.Panel>
        </Paper>
      </Tabs>
    </>
  );
}
