import { AIRTIME_LEGEND, type RadioCapacity } from '@airscope/core';
import type { FloorCapacityPlan } from '@airscope/esx';
import { Alert, Box, Group, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CapacityPanelProps {
  plan: FloorCapacityPlan | null;
  apNames: ReadonlyMap<string, string>;
  isShownOnPlan: boolean;
  onShowOnPlan: (shown: boolean) => void;
}

/** Airtime per radio of the floor's capacity areas, the radios over their limit, and the capacity map switch. */
export function CapacityPanel({ plan, apNames, isShownOnPlan, onShowOnPlan }: CapacityPanelProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  // One decimal, like the report, so the planner and the printed report read the same.
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const loaded = plan ? plan.result.radios.filter((row) => row.clients > 0) : [];
  const overloaded = loaded.filter((row) => row.isOverloaded);
  const nameOf = (row: RadioCapacity) => apNames.get(row.apId) || row.apId;
  const bandOf = (row: RadioCapacity) => t('planning.capacity.radio', { band: row.band, channel: row.channel });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="capacity-panel">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('planning.capacity.title')}
        </Title>
        {!plan || plan.areas.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="capacity-empty">
            {t('planning.capacity.empty')}
          </Text>
        ) : (
          <>
            <Switch
              label={t('planning.capacity.showOnPlan')}
              checked={isShownOnPlan}
              onChange={(event) => onShowOnPlan(event.currentTarget.checked)}
            />
            {isShownOnPlan ? (
              <Group gap="xs" aria-label={t('planning.capacity.legend')} role="list">
                {AIRTIME_LEGEND.map((stop) => (
                  <Group key={stop.from} gap={4} role="listitem" wrap="nowrap">
                    <Box aria-hidden w={12} h={12} style={{ background: stop.colour, borderRadius: 3 }} />
                    <Text size="xs">{t('planning.capacity.atLeast', { value: stop.from })}</Text>
                  </Group>
                ))}
              </Group>
            ) : null}
            <Table fz="xs" verticalSpacing={2} horizontalSpacing={4} data-testid="capacity-radios">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('planning.capacity.ap')}</Table.Th>
                  <Table.Th>{t('planning.capacity.clients')}</Table.Th>
                  <Table.Th>{t('planning.capacity.airtime')}</Table.Th>
                  <Table.Th>{t('planning.capacity.limit')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {loaded.map((row) => (
                  <Table.Tr
                    key={row.radioId}
                    data-testid="capacity-radio"
                    data-ap={nameOf(row)}
                    data-band={row.band}
                    data-channel={row.channel}
                    data-overloaded={row.isOverloaded}
                  >
                    <Table.Td>
                      {nameOf(row)}
                      <Text size="xs" c="dimmed">
                        {bandOf(row)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{number.format(row.clients)}</Table.Td>
                    <Table.Td
                      data-testid="capacity-airtime"
                      c={row.isOverloaded ? 'red' : undefined}
                      fw={row.isOverloaded ? 700 : undefined}
                    >
                      {percent.format(row.airtime)}
                    </Table.Td>
                    <Table.Td>{percent.format(row.limit)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {overloaded.length > 0 ? (
              <Alert
                color="red"
                title={t('planning.capacity.overloadedTitle', { count: overloaded.length })}
                data-testid="capacity-overloaded"
              >
                <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
                  {overloaded.map((row) => (
                    <Text component="li" size="xs" key={row.radioId}>
                      {t('planning.capacity.overloadedRow', {
                        ap: nameOf(row),
                        radio: bandOf(row),
                        airtime: percent.format(row.airtime),
                        limit: percent.format(row.limit),
                      })}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            ) : null}
            {plan.result.unservedClients > 0.05 ? (
              <Text size="xs" c="orange" data-testid="capacity-unserved">
                {t('planning.capacity.unserved', {
                  count: Math.round(plan.result.unservedClients),
                  n: number.format(plan.result.unservedClients),
                })}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
