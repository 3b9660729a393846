import { Button, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

// Memoised: the editor re-renders on every drag frame and prediction result, this row only when its props change.
/** The channel planner's button and its last result. */
export const ChannelPlanRow = memo(function ChannelPlanRow({
  onRun,
  disabled,
  result,
}: {
  onRun: () => void;
  disabled: boolean;
  result: { before: number; after: number } | null;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      <Button variant="default" onClick={onRun} disabled={disabled}>
        {t('planning.channelPlan.run')}
      </Button>
      {result ? (
        <Text size="sm" data-testid="channel-plan-result">
          {t('planning.channelPlan.result', result)}
        </Text>
      ) : null}
    </Group>
  );
});
