import { Anchor, Badge, Table, VisuallyHidden } from '@mantine/core';
import type { DeviceCount } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortableHeader } from '../../../components/data-table/sortable-header.tsx';
import type { TableSort } from '../../../components/data-table/table-state.ts';
import { wifiGenerationColour } from './wifi-generation.ts';

export type DeviceColumn =
  | 'apName'
  | 'vendor'
  | 'model'
  | 'wifiGeneration'
  | 'radioCount'
  | 'channelAndPower'
  | 'height'
  | 'installation'
  | 'projectName'
  | 'deviceCount';

interface DeviceCountsTableProps {
  rows: readonly DeviceCount[];
  sort: TableSort<DeviceColumn>;
  onSort(column: DeviceColumn): void;
  projectHref(projectId: string): string;
}

const NUMERIC = new Set<DeviceColumn>(['radioCount', 'height', 'deviceCount']);
const COLUMNS: DeviceColumn[] = [
  'apName',
  'vendor',
  'model',
  'wifiGeneration',
  'radioCount',
  'channelAndPower',
  'height',
  'installation',
  'projectName',
  'deviceCount',
];

/** docs/product.md §2 device-count table: Name, Vendor, Model, Generation, Radios, Channels, Height, Installation, Project, APs and one blank. */
export function DeviceCountsTable({ rows, sort, onSort, projectHref }: DeviceCountsTableProps) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { maximumFractionDigits: 1 });
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table aria-label={t('insights.devices.tableLabel')} highlightOnHover data-testid="device-counts-table">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <SortableHeader key={column} column={column} sort={sort} onSort={onSort} align={NUMERIC.has(column) ? 'right' : 'left'}>
                {t(`insights.devices.columns.${column}`)}
              </SortableHeader>
            ))}
            <Table.Th>
              <VisuallyHidden>{t('insights.devices.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((device, index) => (
            <Table.Tr key={`${device.projectId}-${device.apName}-${index}`} data-testid="device-count-row">
              <Table.Td>{device.apName}</Table.Td>
              <Table.Td>{device.vendor}</Table.Td>
              <Table.Td>{device.model}</Table.Td>
              <Table.Td>
                <Badge color={wifiGenerationColour(device.wifiGeneration)} variant="filled" autoContrast radius="sm" tt="none">
                  {device.wifiGeneration}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{numbers.format(device.radioCount)}</Table.Td>
              <Table.Td>{device.channelAndPower}</Table.Td>
              <Table.Td ta="right">{device.height === null ? '' : `${numbers.format(device.height)} m`}</Table.Td>
              <Table.Td>{device.installation}</Table.Td>
              <Table.Td>{device.projectName}</Table.Td>
              <Table.Td ta="right">{numbers.format(device.deviceCount)}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={projectHref(device.projectId)}
                  size="sm"
                  aria-label={t('insights.devices.openProject', { name: device.projectName })}
                >
                  {t('insights.devices.open')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
