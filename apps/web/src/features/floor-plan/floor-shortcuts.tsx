import { Kbd, Modal, Table } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Typing in a field is not a shortcut.
function isTypingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** `?` opens the shortcut list and `p` shows or hides the side panel, from anywhere on the page but a text field. */
export function usePageShortcuts({ onHelp, onTogglePanel }: { onHelp: () => void; onTogglePanel: () => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingInto(event.target)) return;
      if (event.key === '?') onHelp();
      else if (event.key === 'p' || event.key === 'P') onTogglePanel();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onHelp, onTogglePanel]);
}

/** The floor view's keyboard shortcuts: those of the viewer (lib/viewport/viewport-keys.ts) and of the page. */
export function FloorShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const or = ` ${t('floorPlanView.shortcuts.or')} `;
  const rows: [keys: ReactNode, action: string][] = [
    [t('floorPlanView.shortcuts.arrows'), t('floorPlanView.shortcuts.pan')],
    [<Kbd key="+">+</Kbd>, t('floorPlanView.shortcuts.zoomIn')],
    [<Kbd key="-">−</Kbd>, t('floorPlanView.shortcuts.zoomOut')],
    [<Kbd key="0">0</Kbd>, t('floorPlanView.shortcuts.fit')],
    [
      <>
        <Kbd>Enter</Kbd>
        {or}
        <Kbd>I</Kbd>
      </>,
      t('floorPlanView.shortcuts.inspect'),
    ],
    [<Kbd key="p">P</Kbd>, t('floorPlanView.shortcuts.panel')],
    [<Kbd key="?">?</Kbd>, t('floorPlanView.shortcuts.help')],
  ];
  return (
    <Modal opened={opened} onClose={onClose} title={t('floorPlanView.shortcuts.title')} size="md">
      <Table verticalSpacing={6} data-testid="shortcut-list">
        <Table.Tbody>
          {rows.map(([keys, action]) => (
            <Table.Tr key={action}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{keys}</Table.Td>
              <Table.Td>{action}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
