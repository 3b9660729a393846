import type { AutoPlanJob, AutoPlanProposal } from '@airscope/contracts';
import { Alert, Button, Group, Paper, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/i18n/translate-error.ts';
import { AP_CATALOGUE, GENERIC_OMNI_MODEL } from '../access-points/catalogue.ts';
import { runAutoPlanJob } from '../api/auto-plan-floor.request.ts';
import { useEditorState, type EditorStore } from '../document/editor-store.ts';
import { acceptProposalCommand, autoPlanRequestOf } from './proposal-command.ts';

interface AutoPlanPanelProps {
  projectId: string;
  floorPlanId: string;
  store: EditorStore;
  canWrite: boolean;
  /** The proposal shown on the plan, or null when there is none. */
  proposal: AutoPlanProposal | null;
  onProposal: (proposal: AutoPlanProposal | null) => void;
  /** Saves the pending changes the way the save button does. */
  onSave: () => void;
}

const BAND = '5';
const MODELS = AP_CATALOGUE.filter((model) => model.radios.some((radio) => radio.band === BAND && radio.technology !== 'BLE'));

/**
 * "Auto-plan": the server proposes APs of a catalogue model for the saved floor (positions, channels, power) that
 * meet a requirement profile; the plan shows them, Accept adds them as one undoable command saved at once.
 */
export function AutoPlanPanel({ projectId, floorPlanId, store, canWrite, proposal, onProposal, onSave }: AutoPlanPanelProps) {
  const { t } = useTranslation();
  const requirements = useEditorState(store, (state) => state.shown.requirements);
  const unsaved = useEditorState(store, (state) => state.saved !== state.history.document) && store.pendingChanges().length > 0;
  const profiles = useMemo(() => [...requirements.values()].filter((record) => record.status !== 'DELETED'), [requirements]);
  const [requirementId, setRequirementId] = useState<string | null>(null);
  const [modelId, setModelId] = useState(GENERIC_OMNI_MODEL.id);
  const [running, setRunning] = useState(false);
  const [job, setJob] = useState<AutoPlanJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const model = MODELS.find((candidate) => candidate.id === modelId) ?? GENERIC_OMNI_MODEL;
  // Leaving the floor or the editor stops the job the panel started: nobody would see its proposal.
  useEffect(() => () => abort.current?.abort(), [projectId, floorPlanId]);

  const run = async () => {
    const request = autoPlanRequestOf(model, BAND, requirementId ?? undefined);
    if (!request) return;
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setError(null);
    setCancelled(false);
    setJob(null);
    onProposal(null);
    try {
      const proposal = await runAutoPlanJob(projectId, floorPlanId, request, setJob, controller.signal);
      if (proposal) onProposal(proposal);
      else setCancelled(true);
    } catch (caught) {
      setError(translateError(t, caught).message);
    } finally {
      if (abort.current === controller) abort.current = null;
      setRunning(false);
      setJob(null);
    }
  };
  const accept = () => {
    if (!proposal) return;
    store.execute(acceptProposalCommand(store.getState().history.document, floorPlanId, proposal, model));
    onProposal(null);
    onSave();
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid="auto-plan-panel">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('planning.autoPlan.title')}
        </Title>
        <Text size="sm">{t('planning.autoPlan.intro')}</Text>
        <Select
          label={t('planning.autoPlan.requirement')}
          placeholder={t('planning.autoPlan.defaultRequirement')}
          data={profiles.map((record) => ({ value: record.id, label: String(record.name ?? record.key ?? record.id) }))}
          value={requirementId}
          onChange={setRequirementId}
          clearable
        />
        <Select
          label={t('planning.autoPlan.model')}
          data={MODELS.map((candidate) => ({ value: candidate.id, label: `${candidate.vendor} ${candidate.model}` }))}
          value={modelId}
          onChange={(value) => setModelId(value ?? GENERIC_OMNI_MODEL.id)}
          searchable
          allowDeselect={false}
        />
        <Button onClick={() => void run()} loading={running} disabled={!canWrite || unsaved}>
          {t('planning.autoPlan.run')}
        </Button>
        {running ? (
          <Stack gap={4} data-testid="auto-plan-progress">
            <Progress value={(job?.progress.share ?? 0) * 100} aria-label={t('planning.autoPlan.progressLabel')} />
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                {t(`planning.autoPlan.phase.${job?.progress.phase ?? 'starting'}`)} · {Math.round((job?.progress.share ?? 0) * 100)} %
              </Text>
              <Button size="compact-xs" variant="default" onClick={() => abort.current?.abort()} data-testid="auto-plan-cancel">
                {t('planning.autoPlan.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {cancelled ? (
          <Text size="xs" c="dimmed" data-testid="auto-plan-cancelled">
            {t('planning.autoPlan.cancelled')}
          </Text>
        ) : null}
        {unsaved ? (
          <Text size="xs" c="dimmed">
            {t('planning.autoPlan.saveFirst')}
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" data-testid="auto-plan-error">
            {error}
          </Alert>
        ) : null}
        {proposal ? (
          <Stack gap="xs" data-testid="auto-plan-proposal">
            <Text size="sm" data-testid="auto-plan-summary">
              {t('planning.autoPlan.summary', {
                count: proposal.accessPoints.length,
                percent: proposal.passPercent.toFixed(1),
                requirement: proposal.requirementName,
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('planning.autoPlan.lowerBound', { count: proposal.lowerBound })}
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={accept} disabled={proposal.accessPoints.length === 0}>
                {t('planning.autoPlan.accept')}
              </Button>
              <Button size="xs" variant="default" onClick={() => onProposal(null)}>
                {t('planning.autoPlan.reject')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
