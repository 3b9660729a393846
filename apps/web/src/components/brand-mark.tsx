import { Group, Text } from '@mantine/core';

/** The Airscope mark with a product name beside it; the icon is decorative. */
export function BrandMark({ productName }: { productName: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
        <path
          d="M6 13a14 14 0 0 1 20 0M9.5 16.5a9 9 0 0 1 13 0M13 20a4 4 0 0 1 6 0"
          stroke="#fff"
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="16" cy="24" r="2" fill="#fff" />
      </svg>
      <Text fw={700} size="lg">
        {productName}
      </Text>
    </Group>
  );
}
