import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { documentList, emptyDocumentSummary } from '../../../mocks/fixtures/documents';
import { documentHandlers } from '../../../mocks/documentHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { DocumentsScreen } from './DocumentsScreen';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/documents', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const everything = [documentHandlers.list(), documentHandlers.summary(), documentHandlers.uploadSucceeds(), documentHandlers.deleteSucceeds(), documentHandlers.shareSucceeds()];

const meta = {
  title: 'Documents/DocumentsScreen',
  component: DocumentsScreen,
  parameters: at('buyer', everything),
} satisfies Meta<typeof DocumentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Buyer: its organization's documents (share and delete on its own) and one a supplier shared with it. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('buyer', [documentHandlers.listLoading(), documentHandlers.summaryLoading()]) };

export const Empty: Story = { parameters: at('buyer', [documentHandlers.list([]), documentHandlers.summary(emptyDocumentSummary)]) };

export const Error: Story = { parameters: at('buyer', [documentHandlers.listFails(), documentHandlers.summary()]) };

/** Finance reads documents and uploads none of its own: no share or delete on any row. */
export const Finance: Story = { parameters: at('finance', [documentHandlers.list(documentList.map((d) => ({ ...d, allowedActions: [] }))), documentHandlers.summary()]) };

/** Upload without choosing a file: the spec's message. */
export const UploadWithoutFile: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Upload Document' }));
    await userEvent.click(await page.findByRole('button', { name: 'Upload' }));
    await expect((await page.findAllByText('Please select a file to upload')).length).toBeGreaterThan(0);
  },
};
