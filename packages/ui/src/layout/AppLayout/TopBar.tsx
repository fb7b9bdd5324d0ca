import type { TSessionUser } from '@energy/domain/schemas/auth';
import { ActionIcon, Anchor, Avatar, Breadcrumbs, Burger, Group, Indicator, Text, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { fullName } from './Sidebar';

interface TopBarProps {
  user: TSessionUser;
  unreadCount?: number;
  navigationOpened: boolean;
  onToggleNavigation: () => void;
}

/** Sidebar toggle (mobile), breadcrumb, notification bell and the user's initials (spec 000 §2, Layout). */
export function TopBar({ user, unreadCount = 0, navigationOpened, onToggleNavigation }: TopBarProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navigationOpened}
          onClick={onToggleNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label="Toggle navigation"
        />
        <Breadcrumbs separator=">">
          <Anchor component={Link} to="/" size="sm">
            Dashboard
          </Anchor>
          <Text size="sm">Overview</Text>
        </Breadcrumbs>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Tooltip label="Notifications">
          <Indicator disabled={unreadCount <= 0} color="red" size={9} offset={6} processing>
            <ActionIcon component={Link} to="/notifications" variant="subtle" size="lg" aria-label="Open notifications">
              <IconBell size={20} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
        <Avatar name={fullName(user)} color="initials" size="md" aria-label={fullName(user)} />
      </Group>
    </Group>
  );
}
