import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UNKNOWN_SSID, type AccessPointSummary } from './list-access-points.ts';

/** The access points heard in the project's surveys or planned in it, with vendor, SSIDs, channels and technology. */
export function AccessPointsList({ accessPoints }: { accessPoints: readonly AccessPointSummary[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720} mah={360}>
      <Table aria-label={t('dashboard.accessPoints.tableLabel')} stickyHeader data-testid="access-points-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.accessPoints.columns.name')}</Table.Th>
            <Table.Th>{t('dashboard.accessPoints.columns.source')}</Table.Th>
            <Table.Th>{t('dashboard.accessPoints.columns.vendor')}</Table.Th>
            <Table.Th>{t('dashboard.accessPoints.columns.floor')}</Table.Th>
            <Table.Th>{t('dashboard.accessPoints.columns.ssids')}</Table.Th>
            <Table.Th>{t('dashboard.accessPoints.columns.channels')}</Table.Th>
            <Table.Th>{t('dashboard.accessPoints.columns.technology')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accessPoints.map((ap) => (
            <Table.Tr key={ap.id} data-testid="access-point-row">
              <Table.Th scope="row">{ap.name || ap.id}</Table.Th>
              <Table.Td>{t(`dashboard.accessPoints.sources.${ap.source}`)}</Table.Td>
              <Table.Td>{ap.vendor || t('dashboard.accessPoints.unknownVendor')}</Table.Td>
              <Table.Td>{ap.floorName}</Table.Td>
              <Table.Td>
                {ap.ssids.map((ssid) => (ssid === UNKNOWN_SSID ? t('dashboard.accessPoints.unknownSsid') : ssid)).join(', ')}
              </Table.Td>
              <Table.Td>{ap.channels.join(', ')}</Table.Td>
              <Table.Td>{ap.technology}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
