import { breadcrumbFor } from '@energy/domain/navigation';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import { ActionIcon, Anchor, Avatar, Breadcrumbs, Burger, Group, Indicator, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitles } from '../../i18n/pageTitles';
import { useRecordName } from './recordName';
import { fullName } from './Sidebar';
import { unreadLabel, useUnreadCount } from './unreadCount';
import { DeferredTooltip } from '../../components/DeferredTooltip';

/**
 * The bell, with a dot while notifications are unread (spec 000 §2: "an unread dot") and the count, capped at
 * "99+", in its name; alone in reading the count.
 * The dot holds still: Mantine's `processing` ring pulses forever, repainting every frame on every signed-in page
 * for as long as anything is unread. The tooltip is drawn in the header, not through a portal: a portal mounts
 * empty and renders again in the commit that takes the page over, on every signed-in load.
 */
function NotificationBell() {
  const unreadCount = useUnreadCount();
  const { t } = useTranslation();
  return (
    <DeferredTooltip label={t('layout.topBar.notifications')} withinPortal={false}>
      <Indicator disabled={unreadCount <= 0} color="red" size={9} offset={6}>
        <ActionIcon
          component={Link}
          to="/notifications"
          variant="subtle"
          size="lg"
          aria-label={
            unreadCount > 0
              ? t('layout.topBar.openNotificationsUnread', { count: unreadLabel(unreadCount) })
              : t('layout.topBar.openNotifications')
          }
        >
          <IconBell size={20} />
        </ActionIcon>
      </Indicator>
    </DeferredTooltip>
  );
}

interface TopBarProps {
  user: TSessionUser;
  navigationOpened: boolean;
  onToggleNavigation: () => void;
}

/** Sidebar toggle (mobile), breadcrumb, notification bell and the user's initials (spec 000 §2, Layout). */
export function TopBar({ user, navigationOpened, onToggleNavigation }: TopBarProps) {
  const { pathname } = useLocation();
  // Built from the route and the role's navigation, not the spec's fixed "Dashboard > Overview".
  const recordName = useRecordName();
  const crumbs = breadcrumbFor(user.role, pathname, recordName);
  const { t } = useTranslation();
  const pages = usePageTitles();
  // The navigation's and the route table's words speak the page's language; a record's own name stays.
  const shown = (label: string) => (label === recordName ? label : pages.title(label));
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navigationOpened}
          onClick={onToggleNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('layout.topBar.toggleNavigation')}
        />
        <nav aria-label={t('layout.topBar.breadcrumb')}>
          <Breadcrumbs separator=">">
            {crumbs.map((crumb) =>
              crumb.href ? (
                <Anchor key={crumb.href} component={Link} to={crumb.href} size="sm">
                  {shown(crumb.label)}
                </Anchor>
              ) : (
                <Text key={crumb.label} size="sm" aria-current="page">
                  {shown(crumb.label)}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </nav>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <NotificationBell />
        <Avatar name={fullName(user)} color="initials" size="md" aria-label={fullName(user)} />
      </Group>
    </Group>
  );
}
