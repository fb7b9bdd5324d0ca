import { invitableRoles, isRole, ORGANIZATION_TYPE_FOR_ROLE } from '@energy/domain/roles';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { showNotice } from '../../../components/notices';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { LoadMore } from '../../../components/paging/LoadMore';
import { useLabels } from '../../../i18n/labels';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';
import { InviteMemberModal } from './InviteMemberModal';

function PendingInvitations({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  const roleLabel = (role: string) => labels.of('role', role);
  const utils = trpc.useUtils();
  const invitations = usePagedList(trpc.invitation.list.useInfiniteQuery({ organizationId }, PAGED_QUERY));
  const revoke = trpc.invitation.revoke.useMutation({
    onSuccess: (_, { id }) => {
      const email = invitations.items.find((invitation) => invitation.id === id)?.email ?? '';
      showNotice({ title: t('settings.members.revoked'), message: t('settings.members.revokedText', { email }) });
      void utils.invitation.list.invalidate({ organizationId });
    },
    onError: (error) =>
      showNotice({ title: t('settings.members.revokeFailed'), message: error.message, variant: 'destructive' }),
  });
  const list = invitations.items;
  return (
    <Stack gap="xs" component="section" aria-label={t('settings.members.pending')}>
      <Title order={4}>{t('settings.members.pending')}</Title>
      {invitations.isSuccess && list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('settings.members.nonePending')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520} type="native">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.common.email')}</Table.Th>
                <Table.Th>{t('settings.common.role')}</Table.Th>
                <Table.Th>{t('settings.members.invitedBy')}</Table.Th>
                <Table.Th>{t('settings.members.expires')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td>{invitation.email}</Table.Td>
                  <Table.Td>{roleLabel(invitation.role)}</Table.Td>
                  <Table.Td>{invitation.invitedByName ?? '—'}</Table.Td>
                  <Table.Td>{display.dateTime(invitation.expiresAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={t('settings.members.revokeNamed', { email: invitation.email })}
                      loading={revoke.isPending && revoke.variables.id === invitation.id}
                      onClick={() => revoke.mutate({ organizationId, id: invitation.id })}
                    >
                      {t('settings.members.revoke')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** The members of the caller's organization and its pending invitations, with Invite and Revoke. */
export function OrganizationMembersCard({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const roleLabel = (role: string) => labels.of('role', role);
  const [inviting, setInviting] = useState(false);
  const organizationId = user.organizationId;
  const members = usePagedList(
    trpc.organization.members.useInfiniteQuery(
      { organizationId: organizationId ?? '' },
      { ...PAGED_QUERY, enabled: organizationId !== null },
    ),
  );
  const list = members.items;
  // A role fits its organization's kind by construction, so the caller's role tells the kind; who does not
  // manage the members invites their own role only (the server refuses the rest).
  const managesMembers = list.find((member) => member.id === user.id)?.managesMembers === true;
  const roles = isRole(user.role)
    ? invitableRoles(ORGANIZATION_TYPE_FOR_ROLE[user.role]).filter((role) => managesMembers || role === user.role)
    : [];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('settings.members.title')}>
      <Stack>
        <Group justify="space-between">
          <Stack gap={0}>
            <Title order={3}>{t('settings.members.title')}</Title>
            {user.organizationName && (
              <Text size="sm" c="dimmed">
                {user.organizationName}
              </Text>
            )}
          </Stack>
          {organizationId && roles.length > 0 && (
            <Button onClick={() => setInviting(true)}>{t('settings.members.invite')}</Button>
          )}
        </Group>
        {organizationId === null ? (
          <Text size="sm">{t('settings.members.noOrganization')}</Text>
        ) : (
          <>
            <QueryState
              isPending={members.isPending}
              error={members.error}
              isEmpty={list.length === 0}
              icon={<IconUsers size={32} />}
              loadingText={t('settings.members.loading')}
              errorTitle={t('settings.members.loadFailed')}
              emptyTitle={t('settings.members.none')}
              emptyText={t('settings.members.noneText')}
            >
              {/* On a phone the members scroll inside the card, not the page. */}
              <Table.ScrollContainer minWidth={520} type="native">
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('settings.members.name')}</Table.Th>
                      <Table.Th>{t('settings.members.username')}</Table.Th>
                      <Table.Th>{t('settings.common.email')}</Table.Th>
                      <Table.Th>{t('settings.common.role')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.map((member) => (
                      <Table.Tr key={member.id}>
                        <Table.Td>
                          {member.name}{' '}
                          {member.id === user.id && (
                            <Badge size="xs" variant="light">
                              {t('settings.members.you')}
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>{member.username}</Table.Td>
                        <Table.Td>{member.email}</Table.Td>
                        <Table.Td>
                          {roleLabel(member.role)}{' '}
                          {member.managesMembers && (
                            <Badge size="xs" variant="outline">
                              {t('settings.members.managesMembers')}
                            </Badge>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </QueryState>
            <LoadMore list={members} />
            <PendingInvitations organizationId={organizationId} />
            <InviteMemberModal
              opened={inviting}
              organizationId={organizationId}
              organizationName={user.organizationName ?? ''}
              roles={roles}
              onClose={() => setInviting(false)}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
