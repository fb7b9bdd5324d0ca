import { invitableRoles, isRole, ORGANIZATION_TYPE_FOR_ROLE, ROLE_LABELS } from '@energy/domain/roles';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../components/fulfilment/dateTime';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { showNotice } from '../../../components/notices';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { LoadMore } from '../../../components/paging/LoadMore';
import { trpc } from '../../../trpc';
import { InviteMemberModal } from './InviteMemberModal';

export const MEMBERS_TEXTS = {
  title: 'Organization members',
  noOrganization: 'Your account does not belong to an organization, so it has no members to show.',
  loading: 'Loading members...',
  loadFailed: 'Failed to load members',
  none: 'No members yet',
  noneText: 'Invite colleagues to work in this organization.',
  pending: 'Pending invitations',
  nonePending: 'No pending invitations.',
  invite: 'Invite',
  revoked: 'Invitation revoked',
  revokedText: (email: string) => `The invitation to ${email} no longer works.`,
  revokeFailed: 'Revoke failed',
  managesMembers: 'Manages members',
} as const;

const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);

function PendingInvitations({ organizationId }: { organizationId: string }) {
  const utils = trpc.useUtils();
  const invitations = usePagedList(trpc.invitation.list.useInfiniteQuery({ organizationId }, PAGED_QUERY));
  const revoke = trpc.invitation.revoke.useMutation({
    onSuccess: (_, { id }) => {
      const email = invitations.items.find((invitation) => invitation.id === id)?.email ?? '';
      showNotice({ title: MEMBERS_TEXTS.revoked, message: MEMBERS_TEXTS.revokedText(email) });
      void utils.invitation.list.invalidate({ organizationId });
    },
    onError: (error) =>
      showNotice({ title: MEMBERS_TEXTS.revokeFailed, message: error.message, variant: 'destructive' }),
  });
  const list = invitations.items;
  return (
    <Stack gap="xs" component="section" aria-label={MEMBERS_TEXTS.pending}>
      <Title order={4}>{MEMBERS_TEXTS.pending}</Title>
      {invitations.isSuccess && list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {MEMBERS_TEXTS.nonePending}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520} type="native">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Invited by</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td>{invitation.email}</Table.Td>
                  <Table.Td>{roleLabel(invitation.role)}</Table.Td>
                  <Table.Td>{invitation.invitedByName ?? '—'}</Table.Td>
                  <Table.Td>{formatDateTime(invitation.expiresAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Revoke invitation to ${invitation.email}`}
                      loading={revoke.isPending && revoke.variables.id === invitation.id}
                      onClick={() => revoke.mutate({ organizationId, id: invitation.id })}
                    >
                      Revoke
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
    <Paper withBorder radius="md" p="md" component="section" aria-label={MEMBERS_TEXTS.title}>
      <Stack>
        <Group justify="space-between">
          <Stack gap={0}>
            <Title order={3}>{MEMBERS_TEXTS.title}</Title>
            {user.organizationName && (
              <Text size="sm" c="dimmed">
                {user.organizationName}
              </Text>
            )}
          </Stack>
          {organizationId && roles.length > 0 && (
            <Button onClick={() => setInviting(true)}>{MEMBERS_TEXTS.invite}</Button>
          )}
        </Group>
        {organizationId === null ? (
          <Text size="sm">{MEMBERS_TEXTS.noOrganization}</Text>
        ) : (
          <>
            <QueryState
              isPending={members.isPending}
              error={members.error}
              isEmpty={list.length === 0}
              icon={<IconUsers size={32} />}
              loadingText={MEMBERS_TEXTS.loading}
              errorTitle={MEMBERS_TEXTS.loadFailed}
              emptyTitle={MEMBERS_TEXTS.none}
              emptyText={MEMBERS_TEXTS.noneText}
            >
              {/* On a phone the members scroll inside the card, not the page. */}
              <Table.ScrollContainer minWidth={520} type="native">
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Username</Table.Th>
                      <Table.Th>Email</Table.Th>
                      <Table.Th>Role</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.map((member) => (
                      <Table.Tr key={member.id}>
                        <Table.Td>
                          {member.name}{' '}
                          {member.id === user.id && (
                            <Badge size="xs" variant="light">
                              You
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>{member.username}</Table.Td>
                        <Table.Td>{member.email}</Table.Td>
                        <Table.Td>
                          {roleLabel(member.role)}{' '}
                          {member.managesMembers && (
                            <Badge size="xs" variant="outline">
                              {MEMBERS_TEXTS.managesMembers}
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
