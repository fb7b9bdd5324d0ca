import { formatQuantity, formatShortDate } from '@energy/domain/money';
import { PRODUCT_TYPE_LABELS } from '@energy/domain/constants';
import type { TRfq } from '@energy/domain/schemas/rfq';
import { ActionIcon, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { StatusBadge } from '../../../components/StatusBadge';

/** RFQ Number, Title, Product Type, Quantity, Status, Close Date, Actions (spec 000 §2). */
export function RfqTable({ rfqs }: { rfqs: TRfq[] }) {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>RFQ Number</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Product Type</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Close Date</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rfqs.map((rfq) => (
            <Table.Tr key={rfq.id}>
              <Table.Td>
                <Text fw={500} size="sm">{rfq.rfqNumber}</Text>
              </Table.Td>
              <Table.Td>{rfq.title}</Table.Td>
              <Table.Td>{PRODUCT_TYPE_LABELS[rfq.productType]}{rfq.refinedProductType ? ` (${rfq.refinedProductType})` : ''}</Table.Td>
              <Table.Td>{`${formatQuantity(rfq.quantity)} ${rfq.unit}`}</Table.Td>
              <Table.Td><StatusBadge status={rfq.status} variant="filled" /></Table.Td>
              <Table.Td>{formatShortDate(rfq.closeDate)}</Table.Td>
              <Table.Td>
                <ActionIcon variant="subtle" aria-label={`View ${rfq.rfqNumber}`} onClick={() => void navigate(`/rfq/${rfq.id}`)}>
                  <IconEye size={18} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
