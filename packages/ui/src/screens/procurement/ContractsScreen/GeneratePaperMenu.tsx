import type { TContract } from '@energy/domain/schemas/contract';
import { contractPapers, shipmentPapers } from '@energy/domain/schemas/contract-papers';
import type { TDocument } from '@energy/domain/schemas/document';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../components/errors/serverFailure';
import { showNotice } from '../../../components/notices';
import { trpc } from '../../../trpc';

/** The menu's texts, as catalogue keys. */
export const GENERATE_PAPER_TEXTS = {
  generate: 'procurement.contractDocuments.generate',
  /** {name} */
  generated: 'procurement.contractDocuments.generated',
  generateFailed: 'procurement.contractDocuments.generateFailed',
} as const;

/**
 * Generate PDF: the papers the contract has now (the contract, its invoice, or a formula contract's provisional and,
 * once its price is fixed, final invoice; the final invoice on what was delivered once the order's is issued, read
 * when the menu opens) and, once opened, those of its order's shipment (the loading ticket once
 * the loading is recorded, the delivery note once proof of delivery is given). The server renders each in the user's
 * language and keeps it with the contract's documents, where the list then shows it with its download.
 */
export function GeneratePaperMenu({ contract }: { contract: TContract }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [opened, setOpened] = useState(false);
  // The order (and its shipment) is read when the menu first opens: the tab itself does not need it.
  const order = trpc.order.byId.useQuery(
    { id: contract.orderId ?? '' },
    { enabled: opened && contract.orderId !== null, retry: false },
  );
  const shipment = order.data?.shipment ?? null;
  const handlers = {
    onSuccess: (document: TDocument) => {
      showNotice({
        title: t('documents.notices.success'),
        message: t(GENERATE_PAPER_TEXTS.generated, { name: document.name }),
      });
      void utils.document.invalidate();
    },
    onError: (error: Parameters<typeof failureMessage>[0]) =>
      showNotice({
        title: t(GENERATE_PAPER_TEXTS.generateFailed),
        message: failureMessage(error, t(GENERATE_PAPER_TEXTS.generateFailed)),
        variant: 'destructive',
      }),
  };
  const forContract = trpc.document.generateForContract.useMutation(handlers);
  const forShipment = trpc.document.generateForShipment.useMutation(handlers);
  return (
    <Menu position="bottom-end" withinPortal={false} onOpen={() => setOpened(true)}>
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileTypePdf size={14} />}
          rightSection={<IconChevronDown size={14} />}
          loading={forContract.isPending || forShipment.isPending}
        >
          {t(GENERATE_PAPER_TEXTS.generate)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {contractPapers(contract, order.data?.delivery ?? null).map((paper) => (
          <Menu.Item key={paper} onClick={() => forContract.mutate({ id: contract.id, paper })}>
            {t(`documents.pdf.names.${paper}`, { number: contract.contractNumber })}
          </Menu.Item>
        ))}
        {shipment &&
          shipmentPapers(shipment).map((paper) => (
            <Menu.Item key={paper} onClick={() => forShipment.mutate({ id: shipment.id, paper })}>
              {t(`documents.pdf.names.${paper}`, { number: shipment.shipmentNumber })}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}
