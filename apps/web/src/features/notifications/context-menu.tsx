import { Menu } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

/** docs/product.md §3 "Context menu item". */
export interface ContextMenuItem {
  id: string;
  name: string;
  titleClass?: string;
}

interface ContextMenuProps {
  items: readonly ContextMenuItem[];
  onSelect: (id: string) => void;
  /** The element that opens the menu (a button). */
  target: ReactNode;
  label: string;
}

/** Blocks page scrolling while `active`, restoring what was there before. */
export function useBlockedScroll(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [active]);
}

/** docs/product.md §2: a context menu opens anchored at the right top, with scrolling blocked while open. */
export function ContextMenu({ items, onSelect, target, label }: ContextMenuProps) {
  const [opened, setOpened] = useState(false);
  useBlockedScroll(opened);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal shadow="md" aria-label={label}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.id} className={item.titleClass} onClick={() => onSelect(item.id)}>
            {item.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
