import { Button, NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useFeatureFlag } from '../../lib/page-config/page-config.query.ts';
import { useExportFloorRssiMutation } from './api/export-floor-rssi.mutation.ts';
import { useFloorSsids } from './api/floor-ssids.query.ts';

interface SurveyDataControlsProps {
  projectId: string;
  floorPlanRowId: number;
  /** The chosen SSID's radios, or null for every radio. */
  onRadios(radioIds: readonly string[] | null): void;
}

/** The SSID choice of the heatmap and the RSSI export of the floor's survey, each while its flag is on. */
export function SurveyDataControls({ projectId, floorPlanRowId, onRadios }: SurveyDataControlsProps) {
  const { t } = useTranslation();
  const ssidOn = useFeatureFlag('ssidDropdown');
  const exportOn = useFeatureFlag('rssiExport');
  const ssids = useFloorSsids(projectId, floorPlanRowId, ssidOn);
  const exportRssi = useExportFloorRssiMutation(projectId, floorPlanRowId);
  const list = ssids.data ?? [];
  const choose = (value: string) => onRadios(value === '' ? null : (list[Number(value)]?.radioIds ?? null));
  return (
    <>
      {ssidOn && list.length > 0 ? (
        <NativeSelect
          label={t('floorPlanView.ssid.label')}
          onChange={(event) => choose(event.currentTarget.value)}
          data={[
            { value: '', label: t('floorPlanView.ssid.all') },
            ...list.map((entry, index) => ({ value: String(index), label: entry.ssid || t('dashboard.accessPoints.unknownSsid') })),
          ]}
        />
      ) : null}
      {exportOn ? (
        <Button
          variant="default"
          loading={exportRssi.isPending}
          onClick={() =>
            exportRssi.mutate(undefined, {
              onError: (error) =>
                notifications.show({
                  color: 'red',
                  title: t('floorPlanView.rssiExport.failed'),
                  message: translateError(t, error).message,
                }),
            })
          }
        >
          {t('floorPlanView.rssiExport.button')}
        </Button>
      ) : null}
    </>
  );
}
