import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TablePagerProps {
  /** 0-based, as the table state keeps it. */
  page: number;
  totalPages: number;
  totalElements: number;
  onPage(page: number): void;
  label: string;
}

/** Page links under a table with the number of rows found. */
export function TablePager({ page, totalPages, totalElements, onPage, label }: TablePagerProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" data-testid="table-total">
        {t('dataTable.rows', { count: totalElements })}
      </Text>
      {totalPages > 1 && (
        <Pagination
          size="sm"
          total={totalPages}
          value={page + 1}
          onChange={(value) => onPage(value - 1)}
          aria-label={label}
          getControlProps={(control) => ({ 'aria-label': t(`dataTable.${control}Page`) })}
          getItemProps={(value) => ({ 'aria-label': t('dataTable.page', { page: value }) })}
        />
      )}
    </Group>
  );
}
