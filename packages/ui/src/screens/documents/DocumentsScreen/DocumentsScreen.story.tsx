import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  documentList,
  emptyDocumentSummary,
  sharedDocument,
  type DocumentFixture,
} from '../../../mocks/fixtures/documents';
import { documentHandlers } from '../../../mocks/documentHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { DocumentsScreen } from './DocumentsScreen';
import { orgMarks } from '../../../test-utils/orgMarks';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/documents', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const everything = [
  documentHandlers.list(),
  documentHandlers.summary(),
  documentHandlers.uploadSucceeds(),
  documentHandlers.deleteSucceeds(),
  documentHandlers.shareSucceeds(),
  documentHandlers.shareTargets(),
];

/** A document shared by an organization whose KYB review is still open. */
const unverifiedShare: DocumentFixture = {
  ...sharedDocument,
  id: '5d0c1a00-0000-4000-8000-000000000009',
  name: 'Quality certificate Q-17.pdf',
  category: 'certificate',
  organizationId: '6e0d0000-0000-4000-8000-0000000000a7',
  organizationName: 'Harbour Fuels Trading',
  organizationVerified: false,
};

const meta = {
  title: 'Documents/DocumentsScreen',
  component: DocumentsScreen,
  parameters: at('buyer', everything),
} satisfies Meta<typeof DocumentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Buyer: its organization's documents (share and delete on its own) and one a supplier shared with it. */
export const Default: Story = {};

export const Loading: Story = {
  parameters: at('buyer', [documentHandlers.listLoading(), documentHandlers.summaryLoading()]),
};

export const Empty: Story = {
  parameters: at('buyer', [documentHandlers.list([]), documentHandlers.summary(emptyDocumentSummary)]),
};

export const Error: Story = { parameters: at('buyer', [documentHandlers.listFails(), documentHandlers.summary()]) };

/** Finance reads documents and uploads none of its own: no Upload Document (it lacks document:create), no share or delete on any row. */
export const Finance: Story = {
  parameters: at('finance', [
    documentHandlers.list(documentList.map((d) => ({ ...d, allowedActions: [] }))),
    documentHandlers.summary(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByText(documentList[0]?.name ?? '');
    await expect(page.queryByRole('button', { name: 'Upload Document' })).toBeNull();
  },
};

/** Share: the target is picked from the server's searchable list of the records and users the share accepts. */
export const SharePicker: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const name = documentList[1]?.name ?? '';
    await userEvent.click(await page.findByRole('button', { name: `Share ${name}` }));
    const dialog = within(await page.findByRole('dialog', { name: `Share ${name}` }));
    await userEvent.click(dialog.getByRole('combobox', { name: /^User/ }));
    await page.findByRole('option', { name: 'Sade Okonkwo (Delta Crude Supply)' });
  },
};

/** Upload without choosing a file: the spec's message. */
export const UploadWithoutFile: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Upload Document' }));
    await userEvent.click(await page.findByRole('button', { name: 'Upload' }));
    await expect((await page.findAllByText('Please select a file to upload')).length).toBeGreaterThan(0);
  },
};

/** Documents shared by other organizations name them with their verification. */
export const SharedByVerifiedAndUnverified: Story = {
  parameters: at('buyer', [documentHandlers.list([...documentList, unverifiedShare]), documentHandlers.summary()]),
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const sharedByVerified = documentList.find((document) => document.sharedWithMe)?.organizationName ?? '';
    await waitFor(() => expect(orgMarks(body, sharedByVerified)).toContain('verified'));
    await waitFor(() => expect(orgMarks(body, unverifiedShare.organizationName)).toContain('none'));
  },
};
