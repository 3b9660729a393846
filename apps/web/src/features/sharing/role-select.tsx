import { Select } from '@mantine/core';
import { GrantableRoleSchema, type GrantableRole } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';

interface RoleSelectProps {
  value: GrantableRole;
  onChange: (role: GrantableRole) => void;
  label: string;
  hideLabel?: boolean;
  disabled?: boolean;
}

/** The roles sharing may hand out, with the labels of docs/product.md §6 (Full access, Edit rights, View only). */
export function RoleSelect({ value, onChange, label, hideLabel, disabled }: RoleSelectProps) {
  const { t } = useTranslation();
  const data = GrantableRoleSchema.options.map((role) => ({ value: role, label: t(`sharing.roles.${role}`) }));
  return (
    <Select
      label={hideLabel ? undefined : label}
      aria-label={label}
      data={data}
      value={value}
      allowDeselect={false}
      disabled={disabled}
      onChange={(next) => next && onChange(next as GrantableRole)}
      w={170}
    />
  );
}
