// Email templates per usage and language (docs/sign-in.md, "Email templates"): the list, and one
// form that adds a template or replaces the one of the same language and usage, as the
// Management API's PUT /api/email-templates does. Codes and invitations use them at once.
import { Alert, Button, Code, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { EmailTemplateType } from '../../gql/graphql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { PageHeader } from '../../components/page-header';
import { EmptyState, GeneralErrors, QueryState } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';

const TemplatesQuery = graphql(`
  query ConsoleEmailTemplates {
    emailTemplates {
      id
      languageTag
      templateType
      details {
        subject
        content
        contentType
        smsContent
      }
    }
  }
`);

const ReplaceTemplates = graphql(`
  mutation ConsoleReplaceEmailTemplates($templates: [EmailTemplateInput!]!) {
    replaceEmailTemplates(templates: $templates) {
      emailTemplates {
        id
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const DeleteTemplate = graphql(`
  mutation ConsoleDeleteEmailTemplate($id: ID!) {
    deleteEmailTemplate(id: $id) {
      rowCount
      userErrors {
        code
        message
      }
    }
  }
`);

/** Each usage and what sends it. */
const USAGES: Array<{ value: EmailTemplateType; label: string }> = [
  { value: 'SignIn', label: 'Sign-in code' },
  { value: 'Register', label: 'Sign-up code' },
  { value: 'ForgotPassword', label: 'Password reset code' },
  { value: 'UserPermissionValidation', label: 'Account change code' },
  { value: 'MfaVerification', label: 'Second-factor code' },
  { value: 'BindMfa', label: 'Second-factor set-up code' },
  { value: 'BindNewIdentifier', label: 'New email address code' },
  { value: 'OrganizationInvitation', label: 'Organization invitation' },
  { value: 'Generic', label: 'Any other (Generic)' },
];
const usageLabel = (type: string) => USAGES.find((u) => u.value === type)?.label ?? type;

interface Values {
  templateType: string;
  languageTag: string;
  subject: string;
  content: string;
  contentType: string;
  smsContent: string;
}

const EMPTY: Values = { templateType: 'SignIn', languageTag: 'en', subject: '', content: '', contentType: 'text/plain', smsContent: '' };
const FIELDS = ['templateType', 'languageTag', 'subject', 'content', 'contentType', 'smsContent'];

export default function EmailTemplates() {
  const query = useGraphQLQuery(TemplatesQuery, {});
  const replace = useGraphQLMutation(ReplaceTemplates);
  const remove = useGraphQLMutation(DeleteTemplate);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<Values>({ initialValues: EMPTY });

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    const { replaceEmailTemplates } = await replace.mutateAsync({
      templates: [
        {
          templateType: values.templateType as EmailTemplateType,
          languageTag: values.languageTag.trim(),
          details: {
            subject: values.subject,
            content: values.content,
            ...(values.contentType === 'text/html' ? { contentType: 'text/html' } : {}),
            ...(values.smsContent.trim() ? { smsContent: values.smsContent } : {}),
          },
        },
      ],
    });
    if (replaceEmailTemplates.userErrors.length) {
      // templates.0.details.subject → subject: the form holds one template.
      const errors = replaceEmailTemplates.userErrors.map((e) => ({ ...e, field: (e.field ?? []).filter((p) => !['templates', '0', 'details'].includes(p)) }));
      const split = splitUserErrors(errors, FIELDS);
      form.setErrors(split.byField);
      setGeneral(split.general);
      return;
    }
    notifications.show({ message: `${usageLabel(values.templateType)} template (${values.languageTag}) saved`, color: 'green' });
    form.setValues(EMPTY);
    form.resetDirty(EMPTY);
  });

  return (
    <>
      <PageHeader title="Email templates" />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A mail is written from the template of its usage in the reader&apos;s language, else the Generic one, else the same in the fallback language, else the
          built-in text. Placeholders: <Code>{'{{code}}'}</Code> (never put in a subject), <Code>{'{{productName}}'}</Code>, and for invitations{' '}
          <Code>{'{{link}}'}</Code>, <Code>{'{{organization.name}}'}</Code>, <Code>{'{{expiresAt}}'}</Code>. A code sent by SMS takes the same template&apos;s
          text message.
        </Text>
        <Paper withBorder>
          <QueryState query={query}>
            {() =>
              query.data!.emailTemplates.length === 0 ? (
                <EmptyState title="No email templates yet">Mails use the built-in text, branded with the sign-in experience. Add a template below.</EmptyState>
              ) : (
                <Table.ScrollContainer minWidth={640}>
                  <Table aria-label="Email templates">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Usage</Table.Th>
                        <Table.Th>Language</Table.Th>
                        <Table.Th>Subject</Table.Th>
                        <Table.Th>Format</Table.Th>
                        <Table.Th>Actions</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {query.data!.emailTemplates.map((template) => (
                        <Table.Tr key={template.id}>
                          <Table.Td>{usageLabel(template.templateType)}</Table.Td>
                          <Table.Td>{template.languageTag}</Table.Td>
                          <Table.Td style={{ overflowWrap: 'anywhere' }}>{template.details.subject}</Table.Td>
                          <Table.Td>{/html/i.test(template.details.contentType ?? '') ? 'HTML' : 'Text'}</Table.Td>
                          <Table.Td>
                            <Group gap={4} wrap="nowrap">
                              <Button
                                size="xs"
                                variant="subtle"
                                aria-label={`Edit the ${usageLabel(template.templateType)} template (${template.languageTag})`}
                                onClick={() => {
                                  const values = {
                                    templateType: template.templateType,
                                    languageTag: template.languageTag,
                                    subject: template.details.subject,
                                    content: template.details.content,
                                    contentType: /html/i.test(template.details.contentType ?? '') ? 'text/html' : 'text/plain',
                                    smsContent: template.details.smsContent ?? '',
                                  };
                                  form.setValues(values);
                                  form.resetDirty(values);
                                }}
                              >
                                Edit
                              </Button>
                              <ConfirmButton
                                size="xs"
                                variant="default"
                                color="red"
                                label="Delete"
                                aria-label={`Delete the ${usageLabel(template.templateType)} template (${template.languageTag})`}
                                title="Delete this template?"
                                onConfirm={async () => {
                                  const { deleteEmailTemplate } = await remove.mutateAsync({ id: template.id });
                                  if (deleteEmailTemplate.userErrors.length) return deleteEmailTemplate.userErrors[0]!.message;
                                  notifications.show({ message: 'Template deleted', color: 'green' });
                                  return undefined;
                                }}
                              >
                                Mails of this usage and language fall back to the Generic template or the built-in text.
                              </ConfirmButton>
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )
            }
          </QueryState>
        </Paper>
        <Paper withBorder p="md" component="form" onSubmit={submit} aria-label="Add or replace a template">
          <Stack>
            <Text fw={600}>Add or replace a template</Text>
            <Text size="sm" c="dimmed">
              Saving a usage and language that already has a template replaces it.
            </Text>
            <GeneralErrors messages={general} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select label="Usage" data={USAGES} allowDeselect={false} {...form.getInputProps('templateType')} />
              <TextInput label="Language" description="A language tag such as en, fr or zh-CN" required {...form.getInputProps('languageTag')} />
              <Select
                label="Format"
                data={[
                  { value: 'text/plain', label: 'Text' },
                  { value: 'text/html', label: 'HTML' },
                ]}
                allowDeselect={false}
                {...form.getInputProps('contentType')}
              />
            </SimpleGrid>
            <TextInput label="Subject" required {...form.getInputProps('subject')} />
            <Textarea label="Content" required autosize minRows={5} maxRows={16} {...form.getInputProps('content')} />
            <Textarea
              label="Text message (SMS)"
              description="What a code of this usage and language says by SMS. Empty: the text body, or a built-in sentence when the body is HTML."
              autosize
              minRows={2}
              maxRows={6}
              maxLength={1600}
              {...form.getInputProps('smsContent')}
            />
            {form.values.contentType === 'text/html' ? (
              <Alert color="gray" variant="light">
                Values are escaped in HTML; a text part naming the code is sent beside it.
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={replace.isPending}>
                Save template
              </Button>
              <Button variant="default" onClick={() => form.setValues(EMPTY)}>
                Clear
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}
