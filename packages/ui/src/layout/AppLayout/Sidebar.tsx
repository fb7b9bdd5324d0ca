import { navigationItemAt, sidebarFor } from '@energy/domain/navigation';
import { isRole } from '@energy/domain/roles';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import { Avatar, Box, Button, Group, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLabels } from '../../i18n/labels';
import { usePageTitles } from '../../i18n/pageTitles';
import { useLogout } from '../../session/useLogout';
import { NAVIGATION_ICONS } from './navigationIcons';
import { CountBadge } from '../../components/CountBadge';
import { useUnreadCount } from './unreadCount';

const NOTIFICATIONS_HREF = '/notifications';

export function fullName(user: Pick<TSessionUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`;
}

/** The unread notifications' badge, drawn only for a count above zero, "99+" above 99; alone in reading the count. */
function UnreadBadge() {
  const unreadCount = useUnreadCount();
  if (unreadCount <= 0) return null;
  // A circle holds two digits; "99+" gets a pill, so it is never cut to "1.." (the shared CountBadge).
  return <CountBadge size="sm" count={unreadCount} />;
}

interface SidebarProps {
  user: TSessionUser;
  /** Closes the drawer on mobile after a link is followed. */
  onNavigate: () => void;
}

/** Role display, grouped navigation, the user block and Logout (spec 000 §2, Layout). */
export function Sidebar({ user, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const { logout, isPending } = useLogout();
  const { t } = useTranslation();
  const labels = useLabels();
  const pages = usePageTitles();
  const groups = sidebarFor(user.role);
  const active = navigationItemAt(
    groups.flatMap((g) => g.items),
    pathname,
  )?.href;
  const roleDisplay = isRole(user.role) ? labels.of('roleDisplay', user.role) : user.role;

  return (
    <Stack h="100%" gap={0}>
      <Box p="md">
        {/* Disabled: users cannot change their own role; the field only tells them which portal they are in. */}
        <TextInput aria-label={t('layout.sidebar.role')} value={roleDisplay} disabled readOnly />
      </Box>
      {/*
        The browser's own scrolling, not Mantine's ScrollArea: that one learns its parts through ref callbacks that set
        state while React commits, so every signed-in page's takeover rendered the whole navigation a second time,
        synchronously, in the same task (~20 ms of the /logistics takeover on a fast machine, 4x on a phone).
      */}
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }} px="sm">
        <nav aria-label={t('layout.sidebar.mainNavigation')}>
          {groups.map(({ group, items }) => (
            <Box key={group} mb="md">
              <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" mb={4}>
                {pages.group(group)}
              </Text>
              {items.map((item) => {
                const ItemIcon = NAVIGATION_ICONS[item.id];
                return (
                  <NavLink
                    key={item.href}
                    component={Link}
                    to={item.href}
                    label={pages.title(item.label)}
                    active={item.href === active}
                    aria-current={item.href === active ? 'page' : undefined}
                    leftSection={<ItemIcon size={18} stroke={1.6} />}
                    rightSection={item.href === NOTIFICATIONS_HREF ? <UnreadBadge /> : null}
                    onClick={onNavigate}
                  />
                );
              })}
            </Box>
          ))}
        </nav>
      </Box>
      <Stack p="md" gap="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap="sm" wrap="nowrap">
          <Avatar name={fullName(user)} color="initials" />
          <Box style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {fullName(user)}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.organizationName ?? user.email}
            </Text>
          </Box>
        </Group>
        <Button variant="default" leftSection={<IconLogout size={16} />} onClick={logout} loading={isPending}>
          {t('layout.sidebar.logout')}
        </Button>
      </Stack>
    </Stack>
  );
}
