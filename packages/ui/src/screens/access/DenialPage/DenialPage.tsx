import { DENIAL_TEXTS } from '@energy/domain/notices';
import type { AccessDecision } from '@energy/domain/routes';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { useLogout } from '../../../session/useLogout';

export type Denial = Exclude<AccessDecision, { allowed: true }>;

interface DenialTexts {
  title: string;
  message: string;
  detail: string;
}

/** The title, message and detail line for each reason of spec 000 §2. */
function denialTexts(denial: Denial): DenialTexts {
  switch (denial.reason) {
    case 'roles':
      return {
        title: DENIAL_TEXTS.roles.title,
        message: DENIAL_TEXTS.roles.message(denial.role),
        detail: DENIAL_TEXTS.roles.detail(denial.requiredRoles),
      };
    case 'permission':
      return {
        title: DENIAL_TEXTS.permission.title,
        message: DENIAL_TEXTS.permission.message(),
        detail: DENIAL_TEXTS.permission.detail(denial.required),
      };
    case 'route':
      return {
        title: DENIAL_TEXTS.route.title,
        message: DENIAL_TEXTS.route.message(),
        detail: DENIAL_TEXTS.route.detail(denial.route),
      };
    case 'default':
      return {
        title: DENIAL_TEXTS.default.title,
        message: DENIAL_TEXTS.default.message(),
        detail: DENIAL_TEXTS.default.detail(),
      };
  }
}

/** What a signed-in user sees on a page their role may not open. */
export function DenialPage({ denial }: { denial: Denial }) {
  const navigate = useNavigate();
  const { logout, isPending } = useLogout();
  const texts = denialTexts(denial);
  return (
    <CenteredPanel maw={560} inLayout>
      <Stack align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        <Text>{texts.message}</Text>
        <Text size="sm" c="dimmed">
          {texts.detail}
        </Text>
        <Text size="sm" c="dimmed">
          {DENIAL_TEXTS.footer}
        </Text>
        <Group justify="center">
          <Button variant="default" onClick={() => void navigate(-1)}>
            Go Back
          </Button>
          <Button component={Link} to="/">
            Return to Dashboard
          </Button>
          <Button variant="light" color="red" onClick={logout} loading={isPending}>
            Sign Out
          </Button>
        </Group>
      </Stack>
    </CenteredPanel>
  );
}
