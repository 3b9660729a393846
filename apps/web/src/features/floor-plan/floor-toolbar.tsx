import { ActionIcon, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './floor-view-layout.module.css';

interface FloorToolbarProps {
  projectName: string;
  title: string;
  isComputing: boolean;
  panelId: string;
  isPanelOpen: boolean;
  onTogglePanel: () => void;
  onHelp: () => void;
}

/** The compact bar floating over the plan: where we are, whether a heatmap is computing, the panel and help buttons. */
export function FloorToolbar({ projectName, title, isComputing, panelId, isPanelOpen, onTogglePanel, onHelp }: FloorToolbarProps) {
  const { t } = useTranslation();
  const panelLabel = isPanelOpen ? t('floorPlanView.panel.hide') : t('floorPlanView.panel.show');
  return (
    <Paper className={classes.toolbar} withBorder shadow="sm" radius="md" px="sm" py={4} data-testid="floor-toolbar">
      <Group gap="sm" wrap="nowrap">
        <Stack gap={0} miw={0}>
          <Text size="xs" c="dimmed" truncate="end">
            {projectName}
          </Text>
          <Title order={1} size="h4" lh={1.25} style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {title}
          </Title>
        </Stack>
        {isComputing ? (
          <Group gap={6} role="status" aria-live="polite" wrap="nowrap">
            <Loader size="xs" aria-hidden />
            <Text size="xs" c="dimmed" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              {t('floorPlanView.heatmapLoading')}
            </Text>
          </Group>
        ) : null}
        <Tooltip label={t('floorPlanView.shortcuts.button')}>
          {/* Phones have no keyboard to list shortcuts for. */}
          <ActionIcon variant="default" size="lg" aria-label={t('floorPlanView.shortcuts.button')} onClick={onHelp} visibleFrom="sm">
            <span aria-hidden>?</span>
          </ActionIcon>
        </Tooltip>
        <Tooltip label={panelLabel}>
          <ActionIcon
            variant={isPanelOpen ? 'light' : 'default'}
            size="lg"
            aria-label={panelLabel}
            aria-expanded={isPanelOpen}
            aria-controls={panelId}
            onClick={onTogglePanel}
            data-testid="panel-toggle"
          >
            {/* A sidebar glyph: a frame with its right column filled while the panel shows. */}
            <svg aria-hidden width="18" height="18" viewBox="0 0 18 18" fill="none" stroke="currentColor" strokeWidth="1.6">
              <rect x="1.5" y="2.5" width="15" height="13" rx="2" />
              <path d="M11.5 2.5v13" />
              {isPanelOpen ? <rect x="11.5" y="2.5" width="5" height="13" fill="currentColor" stroke="none" /> : null}
            </svg>
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
