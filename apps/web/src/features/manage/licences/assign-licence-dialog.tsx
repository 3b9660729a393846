import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import type { OrgLicense } from '@airscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { translateError } from '../../../lib/i18n/translate-error.ts';
import { useLicenceAssignmentMutation } from '../api/licence-assignment.mutation.ts';
import { useOrgMembers } from '../api/org-licences.query.ts';

/** Picks a user of the organisation for a free licence; a user who already has one swaps it for this one. */
export function AssignLicenceDialog({ licence, onClose }: { licence: OrgLicense; onClose: () => void }) {
  const { t } = useTranslation();
  const members = useOrgMembers(true);
  const assign = useLicenceAssignmentMutation();
  const [userId, setUserId] = useState<string | null>(null);
  const options = (members.data ?? []).map((member) => ({
    value: member.userId,
    label: member.licenseId ? t('manage.licences.assign.memberWithLicence', { email: member.email }) : member.email,
  }));
  const failure = assign.isError ? translateError(t, assign.error) : members.isError ? translateError(t, members.error) : null;

  const handleAssign = () => {
    if (userId) assign.mutate({ kind: 'assign', licenseId: licence.licenseId, userId }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={t('manage.licences.assign.title', { key: licence.licenseKey })}>
      <Stack gap="md">
        <Select
          label={t('manage.licences.assign.user')}
          placeholder={members.isPending ? t('common.loading') : t('manage.licences.assign.placeholder')}
          data={options}
          value={userId}
          onChange={setUserId}
          searchable
          nothingFoundMessage={t('manage.licences.assign.nobody')}
          data-autofocus
        />
        {failure ? <ErrorState title={t('manage.licences.assign.error')} message={failure.message} detail={failure.detail} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('manage.projects.cancel')}
          </Button>
          <Button onClick={handleAssign} disabled={!userId} loading={assign.isPending}>
            {t('manage.licences.actions.assign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
