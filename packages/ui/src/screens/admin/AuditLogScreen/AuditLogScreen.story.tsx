import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { adminConsoleHandlers } from '../../../mocks/adminConsoleHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { AuditLogScreen } from './AuditLogScreen';

const at = (route: string, handlers: RequestHandler[]) =>
  storyScreen({ route, path: '/admin/audit-log', session: authHandlers.signedInAs(sessionUsers.admin), handlers });

const meta = {
  title: 'Admin/AuditLogScreen',
  component: AuditLogScreen,
  parameters: at('/admin/audit-log', [adminConsoleHandlers.auditLog()]),
} satisfies Meta<typeof AuditLogScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: a locked sign-in, a role change and an admin's cancellation, each with its address. */
export const Default: Story = {};

/** Filtered by actor from the URL. */
export const FilteredByActor: Story = {
  parameters: at('/admin/audit-log?actor=admin', [adminConsoleHandlers.auditLog()]),
};

export const Loading: Story = { parameters: at('/admin/audit-log', [adminConsoleHandlers.auditLogLoading()]) };

export const Empty: Story = { parameters: at('/admin/audit-log', [adminConsoleHandlers.auditLog([])]) };

export const Error: Story = { parameters: at('/admin/audit-log', [adminConsoleHandlers.auditLogFails()]) };
