import type { FloorCalibration } from '@airscope/contracts';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/i18n/translate-error.ts';
import { calibrateFloor, useSurveyedFloorIds } from '../api/calibrate-floor.request.ts';
import type { RecordChange } from '../document/editor-document.ts';
import { useEditorState, type EditorStore } from '../document/editor-store.ts';
import { CalibrationResult } from './calibration-result.tsx';

interface CalibrationPanelProps {
  projectId: string;
  floorPlanId: string;
  store: EditorStore;
  canWrite: boolean;
  /** Saves the pending changes the way the save button does. */
  onSave: () => void;
}

/**
 * "Calibrate from survey": the server fits the saved floor's walls and radios to its survey; the user sees the
 * held-out error before and after and the fitted values, and Apply makes them one undoable command, saved at once.
 */
export function CalibrationPanel({ projectId, floorPlanId, store, canWrite, onSave }: CalibrationPanelProps) {
  const { t } = useTranslation();
  const surveyed = useSurveyedFloorIds(projectId);
  const unsaved = useEditorState(store, (state) => state.saved !== state.history.document) && store.pendingChanges().length > 0;
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [calibration, setCalibration] = useState<FloorCalibration | null>(null);
  const hasSurvey = surveyed.data?.has(floorPlanId) ?? false;

  const run = async () => {
    setRunning(true);
    setError(null);
    try {
      setCalibration(await calibrateFloor(projectId, floorPlanId));
    } catch (caught) {
      setError(translateError(t, caught).message);
    } finally {
      setRunning(false);
    }
  };
  const apply = () => {
    if (!calibration) return;
    store.execute({ label: 'calibrate', changes: calibration.changes as RecordChange[] });
    setCalibration(null);
    onSave();
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid="calibration-panel">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('planning.calibration.title')}
        </Title>
        <Text size="sm">{t('planning.calibration.intro')}</Text>
        <Button onClick={() => void run()} loading={running} disabled={!canWrite || !hasSurvey || unsaved}>
          {t('planning.calibration.run')}
        </Button>
        {!hasSurvey && surveyed.isSuccess ? (
          <Text size="xs" c="dimmed">
            {t('planning.calibration.noSurvey')}
          </Text>
        ) : null}
        {hasSurvey && unsaved ? (
          <Text size="xs" c="dimmed">
            {t('planning.calibration.saveFirst')}
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" data-testid="calibration-error">
            {error}
          </Alert>
        ) : null}
      </Stack>
      <Modal opened={calibration !== null} onClose={() => setCalibration(null)} title={t('planning.calibration.title')} size="xl">
        {calibration ? (
          <Stack>
            <CalibrationResult calibration={calibration} />
            {calibration.changes.length === 0 ? <Text>{t('planning.calibration.nothing')}</Text> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setCalibration(null)}>
                {t('planning.calibration.cancel')}
              </Button>
              <Button onClick={apply} disabled={calibration.changes.length === 0}>
                {t('planning.calibration.apply')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Paper>
  );
}
