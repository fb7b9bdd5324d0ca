import { DOCUMENT_MESSAGES } from '@energy/domain/schemas/document';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { documentList, emptyDocumentSummary, shareTargetFixtures } from '../../../mocks/fixtures/documents';
import { documentHandlers } from '../../../mocks/documentHandlers';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { http, HttpResponse } from 'msw';
import { renderScreen } from '../../../test-utils/render';
import { DOCUMENT_TEXTS, DocumentsScreen } from './DocumentsScreen';
import { TILE_TEXTS } from './DocumentTiles';

const renderDocuments = (
  role: keyof typeof sessionUsers,
  handlers: RequestHandler[] = [documentHandlers.list(), documentHandlers.summary()],
) =>
  renderScreen(<DocumentsScreen />, {
    route: '/documents',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
  });

const [contractDocument, insurance, sharedInvoice] = documentList as [
  (typeof documentList)[0],
  (typeof documentList)[0],
  (typeof documentList)[0],
];
/** Mantine's FileInput is a button over a hidden file input: the upload goes to the input. */
const fileInput = () =>
  screen.getByRole('dialog', { name: 'Upload Document' }).querySelector('input[type="file"]') as HTMLInputElement;
const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);

describe('DocumentsScreen', () => {
  // The table's chunk loads once, before the first test reads its rows.
  beforeAll(() => import('../../../components/data-table/RowsTable'));

  it('names the record a document is attached to by its kind and number, never its id', async () => {
    renderDocuments('buyer');
    (await screen.findByRole('button', { name: `View ${contractDocument.name}` })).click();
    const details = await screen.findByRole('dialog', { name: contractDocument.name });
    expect(within(details).getByText('Contract CON-2026-000001')).toBeInTheDocument();
    expect(within(details).queryByText(/9a1b2c3d-0000/)).toBeNull();
  });

  it('shows the computed tiles and each document with name, category, size, uploader, date and status', async () => {
    renderDocuments('buyer');
    expect(await screen.findByText(contractDocument.name)).toBeInTheDocument();
    expect(within(screen.getByLabelText(TILE_TEXTS.total)).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByLabelText(TILE_TEXTS.storage)).getByText('588 KB')).toBeInTheDocument();
    expect(within(screen.getByLabelText(TILE_TEXTS.pending)).getByText('2')).toBeInTheDocument();
    const row = rowOf(insurance.name);
    expect(row.getByText('Insurance')).toBeInTheDocument();
    expect(row.getByText('94 KB')).toBeInTheDocument();
    expect(row.getByText('Bola Adeyemi')).toBeInTheDocument();
    expect(row.getByText('Pending')).toBeInTheDocument();
    expect(row.getByRole('link', { name: `Download ${insurance.name}` })).toHaveAttribute(
      'href',
      `/api/documents/${insurance.id}/download`,
    );
  });

  it('offers share and delete only on rows that list them (the shared invoice is read-only)', async () => {
    renderDocuments('buyer');
    await screen.findByText(sharedInvoice.name);
    expect(rowOf(insurance.name).getByRole('button', { name: `Share ${insurance.name}` })).toBeInTheDocument();
    expect(
      rowOf(sharedInvoice.name).queryByRole('button', { name: `Share ${sharedInvoice.name}` }),
    ).not.toBeInTheDocument();
    expect(
      rowOf(sharedInvoice.name).queryByRole('button', { name: `Delete ${sharedInvoice.name}` }),
    ).not.toBeInTheDocument();
    // "Shared by Delta Crude Supply Co", with the Verified mark of that organization.
    expect(
      rowOf(sharedInvoice.name).getByText((_, element) => element?.textContent === 'Shared by Delta Crude Supply Co'),
    ).toBeInTheDocument();
    expect(rowOf(sharedInvoice.name).getByRole('img', { name: VERIFICATION_MESSAGES.verified })).toBeInTheDocument();
  });

  it('deletes after confirmation with a Success notice', async () => {
    const { user } = renderDocuments('buyer', [
      documentHandlers.list(),
      documentHandlers.summary(),
      documentHandlers.deleteSucceeds(),
    ]);
    await user.click(await screen.findByRole('button', { name: `Delete ${insurance.name}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: DOCUMENT_TEXTS.deleteTitle })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(DOCUMENT_MESSAGES.deleted)).toBeInTheDocument();
  });

  it("shares a document with a contract picked from the server's searchable list, with a Success notice", async () => {
    const inputs: unknown[] = [];
    const searches: unknown[] = [];
    const share = trpcMsw.document.share.mutation(({ input }) => {
      inputs.push(input);
      return insurance;
    });
    const { user } = renderDocuments('buyer', [
      documentHandlers.list(),
      documentHandlers.summary(),
      documentHandlers.shareTargets(shareTargetFixtures, searches),
      share,
    ]);
    await user.click(await screen.findByRole('button', { name: `Share ${insurance.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Share ${insurance.name}` }));
    expect(dialog.queryByRole('textbox', { name: 'ID' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: 'Share with' }));
    await user.click(await screen.findByRole('option', { name: 'Contract' }));
    const picker = dialog.getByRole('combobox', { name: /^Contract/ });
    await user.type(picker, 'DPK');
    await waitFor(() => expect(searches.at(-1)).toEqual({ type: 'contract', q: 'DPK' }));
    await user.click(
      await screen.findByRole('option', {
        name: 'CTR-2026-000002 — DPK for aviation ground support (Delta Crude Supply)',
      }),
    );
    expect(screen.queryByRole('option', { name: /CTR-2026-000001/ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(DOCUMENT_MESSAGES.shared)).toBeInTheDocument();
    expect(inputs).toEqual([
      { id: insurance.id, with: { type: 'contract', id: 'c0a70000-0000-4000-8000-000000000002' } },
    ]);
  });

  it("shares with another organization's user picked by name or organization", async () => {
    const inputs: unknown[] = [];
    const share = trpcMsw.document.share.mutation(({ input }) => {
      inputs.push(input);
      return insurance;
    });
    const { user } = renderDocuments('buyer', [
      documentHandlers.list(),
      documentHandlers.summary(),
      documentHandlers.shareTargets(),
      share,
    ]);
    await user.click(await screen.findByRole('button', { name: `Share ${insurance.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Share ${insurance.name}` }));
    expect(dialog.getByRole('button', { name: 'Share' })).toBeDisabled();
    await user.type(dialog.getByRole('combobox', { name: /^User/ }), 'bonny');
    await user.click(await screen.findByRole('option', { name: 'Emeka Obi (Bonny Energy Trading)' }));
    await user.click(dialog.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(inputs).toEqual([
        { id: insurance.id, with: { type: 'user', userId: '0b5e0000-0000-4000-8000-0000000000c2' } },
      ]),
    );
  });

  it.each([
    ['buyer', true],
    ['supplier', true],
    ['logistics', true],
    ['finance', false],
    ['admin', false],
  ] as const)(
    "offers Upload Document to a %s: %s, as the server's document.upload check answers",
    async (role, offered) => {
      renderDocuments(role);
      await screen.findByText(insurance.name);
      if (offered) expect(screen.getByRole('button', { name: DOCUMENT_TEXTS.upload })).toBeInTheDocument();
      else expect(screen.queryByRole('button', { name: DOCUMENT_TEXTS.upload })).not.toBeInTheDocument();
    },
  );

  it('says "Please select a file to upload" when Upload is pressed without a file', async () => {
    const { user } = renderDocuments('buyer');
    await user.click(await screen.findByRole('button', { name: DOCUMENT_TEXTS.upload }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Upload Document' })).getByRole('button', { name: 'Upload' }),
    );
    expect((await screen.findAllByText(DOCUMENT_MESSAGES.fileRequired)).length).toBeGreaterThan(0);
  });

  it('uploads the chosen file with its category and reports Success', async () => {
    const bodies: Record<string, unknown>[] = [];
    const upload = http.post('*/api/documents/upload', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ ...insurance, name: 'terms.pdf' }, { status: 201 });
    });
    const { user } = renderDocuments('buyer', [documentHandlers.list(), documentHandlers.summary(), upload]);
    await user.click(await screen.findByRole('button', { name: DOCUMENT_TEXTS.upload }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload Document' }));
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'terms.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(), file);
    await user.click(dialog.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Invoice' }));
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(DOCUMENT_MESSAGES.uploaded)).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        originalName: 'terms.pdf',
        mimeType: 'application/pdf',
        fileSize: 5,
        fileData: 'JVBERi0=',
        isPublic: false,
        category: 'invoice',
      }),
    ]);
    expect(String(bodies[0]?.fileName)).toMatch(/^\d+_terms\.pdf$/);
  });

  it("reports a refused upload as Error with the server's reason", async () => {
    const { user } = renderDocuments('buyer', [
      documentHandlers.list(),
      documentHandlers.summary(),
      documentHandlers.uploadRefused(),
    ]);
    await user.click(await screen.findByRole('button', { name: DOCUMENT_TEXTS.upload }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload Document' }));
    await user.upload(fileInput(), new File([new Uint8Array([0x4d, 0x5a])], 'setup.pdf', { type: 'application/pdf' }));
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText(`${DOCUMENT_MESSAGES.uploadFailed}: The file content does not match its type`),
    ).toBeInTheDocument();
  });

  it('shows the empty state and zero tiles for an organization without documents', async () => {
    renderDocuments('buyer', [documentHandlers.list([]), documentHandlers.summary(emptyDocumentSummary)]);
    expect(await screen.findByText(DOCUMENT_TEXTS.none)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByLabelText(TILE_TEXTS.total)).getByText('0')).toBeInTheDocument());
  });

  it('shows the load failure', async () => {
    renderDocuments('buyer', [documentHandlers.listFails(), documentHandlers.summary()]);
    expect(await screen.findByText(DOCUMENT_TEXTS.loadFailed)).toBeInTheDocument();
  });

  it('speaks French: title, tiles, columns, categories, statuses and row actions', async () => {
    renderScreen(<DocumentsScreen />, {
      route: '/documents',
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.buyer), documentHandlers.list(), documentHandlers.summary()],
    });
    expect(
      await screen.findByRole('button', { name: 'Téléverser un document' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Catégorie' }, { timeout: 10_000 })).toBeInTheDocument();
    // Sizes in the French unit names (Intl): kilo-octets, not KB.
    expect(within(screen.getByLabelText('Stockage utilisé')).getByText('588 ko')).toBeInTheDocument();
    const row = rowOf(insurance.name);
    expect(row.getByText('94 ko')).toBeInTheDocument();
    expect(screen.queryByText(/\d KB$/)).not.toBeInTheDocument();
    expect(row.getByText('Assurance')).toBeInTheDocument();
    expect(row.getByText('En attente')).toBeInTheDocument();
    expect(row.getByRole('link', { name: `Télécharger ${insurance.name}` })).toBeInTheDocument();
  });
});
