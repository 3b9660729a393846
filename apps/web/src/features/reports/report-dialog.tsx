import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { REPORT_SECTIONS, type Project, type ReportLanguage } from '@airscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateReport } from './api/create-report.mutation.ts';
import { useDownloadBillOfMaterials, useDownloadReport } from './api/download-report.mutation.ts';
import { useReportStatus } from './api/report-status.query.ts';
import {
  defaultReportForm,
  REPORT_BANDS,
  REPORT_LANGUAGES,
  REPORT_VISUALIZATIONS,
  toReportRequest,
  validateReportForm,
  type ReportForm,
} from './report-options.ts';

const BAND_KEYS = { '2.4': 'reports.band.b24', '5': 'reports.band.b5', '6': 'reports.band.b6' } as const;

interface ReportDialogProps {
  project: Pick<Project, 'projectId' | 'name'>;
  opened: boolean;
  onClose: () => void;
}

/** Configure a PDF/DOCX report, follow its rendering and download it; the bill of materials downloads at once. */
export function ReportDialog({ project, opened, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('reports.dialog.title', { name: project.name })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened ? <ReportDialogBody projectId={project.projectId} /> : null}
    </Modal>
  );
}

function ReportDialogBody({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<ReportForm>(() => defaultReportForm(i18n.language));
  const [reportId, setReportId] = useState<string | null>(null);
  const create = useCreateReport(projectId);
  const status = useReportStatus(projectId, reportId);
  const download = useDownloadReport();
  const bom = useDownloadBillOfMaterials(projectId);
  const invalid = validateReportForm(form);
  const report = status.data ?? null;
  const update = (patch: Partial<ReportForm>) => setForm((current) => ({ ...current, ...patch }));

  const submit = async () => {
    const created = await create.mutateAsync(toReportRequest(form));
    setReportId(created.id);
  };

  if (reportId) {
    return (
      <Stack>
        {report?.status === 'FAILED' ? (
          <Alert color="red" title={t('reports.failed')}>
            {report.error}
          </Alert>
        ) : null}
        {report?.status === 'DONE' ? (
          <>
            <Text>{t('reports.done')}</Text>
            <Button onClick={() => download.mutate(report)} loading={download.isPending}>
              {t('reports.download', { fileName: report.fileName })}
            </Button>
          </>
        ) : report?.status !== 'FAILED' ? (
          <>
            <Text aria-live="polite">
              {report?.status === 'RUNNING' ? t('reports.rendering', { progress: report.progress }) : t('reports.queued')}
            </Text>
            <Progress value={report?.progress ?? 0} aria-label={t('reports.progress')} animated />
          </>
        ) : null}
        {download.error ? <Alert color="red">{download.error.message}</Alert> : null}
        <Button variant="default" onClick={() => setReportId(null)}>
          {t('reports.again')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack>
      <Group grow align="flex-end">
        <SegmentedControl
          aria-label={t('reports.format')}
          value={form.format}
          onChange={(value) => update({ format: value as ReportForm['format'] })}
          data={[
            { value: 'pdf', label: 'PDF' },
            { value: 'docx', label: 'DOCX' },
          ]}
        />
        <Select
          label={t('reports.language')}
          value={form.language}
          onChange={(value) => value && update({ language: value as ReportLanguage })}
          data={REPORT_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
          allowDeselect={false}
        />
      </Group>
      <TextInput
        label={t('reports.title')}
        placeholder={t('reports.titlePlaceholder')}
        value={form.title}
        maxLength={200}
        onChange={(event) => update({ title: event.currentTarget.value })}
      />
      <Checkbox.Group
        label={t('reports.sections')}
        value={form.sections}
        onChange={(value) => update({ sections: value as ReportForm['sections'] })}
      >
        <SimpleGrid cols={2} mt="xs" spacing="xs">
          {REPORT_SECTIONS.map((section) => (
            <Checkbox key={section} value={section} label={t(`reports.section.${section}`)} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Checkbox.Group
        label={t('reports.visualizations')}
        value={form.visualizations}
        onChange={(value) => update({ visualizations: value as ReportForm['visualizations'] })}
      >
        <SimpleGrid cols={2} mt="xs" spacing="xs">
          {REPORT_VISUALIZATIONS.map((type) => (
            <Checkbox key={type} value={type} label={t(`reports.vis.${type}`)} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Checkbox.Group label={t('reports.bands')} value={form.bands} onChange={(value) => update({ bands: value as ReportForm['bands'] })}>
        <Group mt="xs">
          {REPORT_BANDS.map((band) => (
            <Checkbox key={band} value={band} label={t(BAND_KEYS[band])} />
          ))}
        </Group>
      </Checkbox.Group>
      {invalid ? (
        <Text c="red" size="sm">
          {t(invalid)}
        </Text>
      ) : null}
      {create.error ? <Alert color="red">{create.error.message}</Alert> : null}
      <Button onClick={() => void submit().catch(() => undefined)} disabled={invalid !== null} loading={create.isPending}>
        {t('reports.create')}
      </Button>
      <Divider />
      <Title order={3} size="h5">
        {t('reports.bom.title')}
      </Title>
      <Group>
        <Button
          variant="default"
          onClick={() => bom.mutate({ format: 'csv', language: form.language })}
          loading={bom.isPending && bom.variables?.format === 'csv'}
        >
          {t('reports.bom.csv')}
        </Button>
        <Button
          variant="default"
          onClick={() => bom.mutate({ format: 'xlsx', language: form.language })}
          loading={bom.isPending && bom.variables?.format === 'xlsx'}
        >
          {t('reports.bom.xlsx')}
        </Button>
      </Group>
      {bom.error ? <Alert color="red">{bom.error.message}</Alert> : null}
    </Stack>
  );
}
