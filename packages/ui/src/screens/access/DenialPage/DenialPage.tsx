import type { AccessDecision } from '@energy/domain/routes';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Translate } from '@energy/i18n/translator';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { useLabels, type Labels } from '../../../i18n/labels';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import { useLogout } from '../../../session/useLogout';

export type Denial = Exclude<AccessDecision, { allowed: true }>;

interface DenialTexts {
  title: string;
  message: string;
  detail: string;
}

/**
 * The roles as the page names them: English shows their codes, as the spec's text does ("Required roles: admin,
 * finance"); another language names them in its words, listed as it lists things ("administrateur et finance").
 */
function roleWords(roles: readonly string[], labels: Labels, display: Display): string {
  if (display.language === 'en') return roles.join(', ');
  const named = roles.map((role) => labels.of('role', role));
  return new Intl.ListFormat(display.locale, { type: 'conjunction' }).format(named);
}

/** The title, message and detail line for each reason of spec 000 §2. */
function denialTexts(denial: Denial, t: Translate, labels: Labels, display: Display): DenialTexts {
  switch (denial.reason) {
    case 'roles':
      return {
        title: t('access.denial.roles.title'),
        message: t('access.denial.roles.message', { role: roleWords([denial.role], labels, display) }),
        detail: t('access.denial.roles.detail', { roles: roleWords(denial.requiredRoles, labels, display) }),
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
  const labels = useLabels();
  const display = useDisplay();
  const texts = denialTexts(denial, t, labels, display);
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
