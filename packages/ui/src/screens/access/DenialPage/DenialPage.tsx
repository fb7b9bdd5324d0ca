import type { AccessDecision } from '@energy/domain/routes';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Translate } from '@energy/i18n/translator';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { useLogout } from '../../../session/useLogout';

export type Denial = Exclude<AccessDecision, { allowed: true }>;

interface DenialTexts {
  title: string;
  message: string;
  detail: string;
}

/** The title, message and detail line for each reason of spec 000 §2. */
function denialTexts(denial: Denial, t: Translate): DenialTexts {
  switch (denial.reason) {
    case 'roles':
      return {
        title: t('access.denial.roles.title'),
        message: t('access.denial.roles.message', { role: denial.role }),
        detail: t('access.denial.roles.detail', { roles: denial.requiredRoles.join(', ') }),
      };
    case 'permission':
      return {
        title: t('access.denial.permission.title'),
        message: t('access.denial.permission.message'),
        detail: t('access.denial.permission.detail', { required: denial.required }),
      };
    case 'route':
      return {
        title: t('access.denial.route.title'),
        message: t('access.denial.route.message'),
        detail: t('access.denial.route.detail', { route: denial.route }),
      };
    case 'default':
      return {
        title: t('access.denial.default.title'),
        message: t('access.denial.default.message'),
        detail: t('access.denial.default.detail'),
      };
  }
}

/** What a signed-in user sees on a page their role may not open. */
export function DenialPage({ denial }: { denial: Denial }) {
  const navigate = useNavigate();
  const { logout, isPending } = useLogout();
  const { t } = useTranslation();
  const texts = denialTexts(denial, t);
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
          {t('access.denial.footer')}
        </Text>
        <Group justify="center">
          <Button variant="default" onClick={() => void navigate(-1)}>
            {t('access.denial.goBack')}
          </Button>
          <Button component={Link} to="/">
            {t('access.denial.returnToDashboard')}
          </Button>
          <Button variant="light" color="red" onClick={logout} loading={isPending}>
            {t('access.denial.signOut')}
          </Button>
        </Group>
      </Stack>
    </CenteredPanel>
  );
}
