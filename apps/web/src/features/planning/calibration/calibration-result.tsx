import type { FloorCalibration } from '@airscope/contracts';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const db = (value: number) => value.toFixed(1);
const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}`;

/** What a calibration found: held-out error before and after, each crossed wall type's fitted loss, each radio's offset. */
export function CalibrationResult({ calibration }: { calibration: FloorCalibration }) {
  const { t } = useTranslation();
  const { heldOut } = calibration;
  const crossed = calibration.wallTypes.filter((type) => type.crossings > 0);
  return (
    <Stack gap="sm" data-testid="calibration-result">
      <Text data-testid="calibration-held-out">
        {heldOut
          ? t('planning.calibration.heldOut', {
              before: db(heldOut.stockMaeDb),
              after: db(heldOut.calibratedMaeDb),
              readings: heldOut.readings,
              folds: heldOut.folds,
            })
          : t('planning.calibration.noHeldOut')}
      </Text>
      <Table striped withTableBorder data-testid="calibration-wall-types">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('planning.calibration.wallType')}</Table.Th>
            <Table.Th>{t('planning.calibration.band')}</Table.Th>
            <Table.Th>{t('planning.calibration.stock')}</Table.Th>
            <Table.Th>{t('planning.calibration.fitted')}</Table.Th>
            <Table.Th>{t('planning.calibration.crossings')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {crossed.map((type) => (
            <Table.Tr key={`${type.wallTypeId}|${type.band}`} data-wall-type={type.name} data-band={type.band}>
              <Table.Td>{type.name}</Table.Td>
              <Table.Td>{t('planning.calibration.ghz', { band: type.band })}</Table.Td>
              <Table.Td>{db(type.stockLossDb)}</Table.Td>
              <Table.Td>
                {db(type.fittedLossDb)} ± {db(type.ci95Db)}
              </Table.Td>
              <Table.Td>{type.crossings}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table striped withTableBorder data-testid="calibration-radios">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('planning.calibration.radio')}</Table.Th>
            <Table.Th>{t('planning.calibration.band')}</Table.Th>
            <Table.Th>{t('planning.calibration.offset')}</Table.Th>
            <Table.Th>{t('planning.calibration.power')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {calibration.radios.map((radio) => (
            <Table.Tr key={radio.radioId}>
              <Table.Td>{radio.accessPointName}</Table.Td>
              <Table.Td>{t('planning.calibration.ghz', { band: radio.band })}</Table.Td>
              <Table.Td>{signed(radio.offsetDb)}</Table.Td>
              <Table.Td>{db(radio.transmitPowerDbm)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t('planning.calibration.exponent', { n: calibration.exponent })}
      </Text>
    </Stack>
  );
}
