import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CenteredPanel } from '../../../components/CenteredPanel';

/** The fallback for any path the app does not know (spec 000 §2). */
export function NotFoundScreen() {
  return (
    <CenteredPanel>
      <Stack align="center" ta="center">
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/">
          Return to Dashboard
        </Button>
      </Stack>
    </CenteredPanel>
  );
}
