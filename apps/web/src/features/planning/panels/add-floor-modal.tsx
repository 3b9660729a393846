import { Alert, Button, FileInput, Group, Modal, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfPagePicker } from '../pdf-pages/pdf-page-picker.tsx';
import type { EditorRecord } from '../document/editor-document.ts';
import { PLAN_FILE_ACCEPT, planFileKind } from './plan-file-types.ts';

export interface AddFloorRequest {
  readonly name: string;
  readonly floorNumber: number;
  readonly heightM: number;
  readonly floorTypeId: string | null;
  /** PNG or JPEG plan, or null for a blank plan of `blankWidth` × `blankHeight` px. */
  readonly image: Blob | null;
  readonly blankWidth: number;
  readonly blankHeight: number;
}

interface AddFloorModalProps {
  opened: boolean;
  onClose: () => void;
  defaultNumber: number;
  floorTypes: readonly EditorRecord[];
  onAdd: (request: AddFloorRequest) => Promise<void>;
}

const DEFAULT_HEIGHT_M = 3.5;

/** A new floor: name, number, floor-to-floor height, slab type and its plan (PNG, JPEG, a PDF page, or blank). */
export function AddFloorModal({ opened, onClose, defaultNumber, floorTypes, onAdd }: AddFloorModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [number, setNumber] = useState<number | null>(null);
  const [heightM, setHeightM] = useState(DEFAULT_HEIGHT_M);
  const [floorTypeId, setFloorTypeId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [pdfPage, setPdfPage] = useState<Blob | null>(null);
  const [blank, setBlank] = useState({ width: 1200, height: 800 });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const isPdf = file !== null && planFileKind(file) === 'pdf';
  const floorNumber = number ?? defaultNumber;

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const image = isPdf ? pdfPage : file;
      await onAdd({
        name: name.trim() || t('planning.floor.defaultName', { number: floorNumber }),
        floorNumber,
        heightM,
        floorTypeId: floorTypeId || (floorTypes[0]?.id ?? null),
        image,
        blankWidth: blank.width,
        blankHeight: blank.height,
      });
      setName('');
      setNumber(null);
      setFile(null);
      setPdfPage(null);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('planning.floor.addTitle')} size="lg">
      <Stack gap="sm">
        <TextInput
          label={t('planning.floor.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          placeholder={t('planning.floor.defaultName', { number: floorNumber })}
          data-autofocus
        />
        <Group grow>
          <NumberInput
            label={t('planning.floor.number')}
            value={floorNumber}
            onChange={(value) => typeof value === 'number' && setNumber(value)}
            allowDecimal={false}
          />
          <NumberInput
            label={t('planning.floor.height')}
            value={heightM}
            min={0.5}
            max={50}
            step={0.1}
            decimalScale={2}
            onChange={(value) => typeof value === 'number' && setHeightM(value)}
          />
        </Group>
        <NativeSelect
          label={t('planning.floor.type')}
          value={floorTypeId || (floorTypes[0]?.id ?? '')}
          onChange={(event) => setFloorTypeId(event.currentTarget.value)}
          data={floorTypes.map((type) => ({ value: type.id, label: String(type.name ?? type.id) }))}
        />
        <FileInput
          label={t('planning.floor.plan')}
          description={t('planning.floor.planHint')}
          accept={PLAN_FILE_ACCEPT}
          value={file}
          error={fileError}
          onChange={(chosen) => {
            // The accept list is only a hint to the system's dialog: a file the editor cannot read is refused here.
            const isReadable = !chosen || planFileKind(chosen) !== null;
            setFileError(isReadable ? null : t('planning.floor.unreadableFile', { name: chosen.name }));
            setFile(isReadable ? chosen : null);
            setPdfPage(null);
          }}
          clearable
          data-testid="plan-file"
        />
        {isPdf && file ? <PdfPagePicker file={file} onRendered={(png) => setPdfPage(png)} /> : null}
        {isPdf && pdfPage ? (
          <Text size="sm" c="teal">
            {t('planning.floor.pdfReady')}
          </Text>
        ) : null}
        {!file ? (
          <Group grow>
            <NumberInput
              label={t('planning.floor.blankWidth')}
              value={blank.width}
              min={100}
              max={8000}
              onChange={(value) => typeof value === 'number' && setBlank({ ...blank, width: value })}
            />
            <NumberInput
              label={t('planning.floor.blankHeight')}
              value={blank.height}
              min={100}
              max={8000}
              onChange={(value) => typeof value === 'number' && setBlank({ ...blank, height: value })}
            />
          </Group>
        ) : null}
        {error ? <Alert color="red">{error}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('planning.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={isPdf && !pdfPage}>
            {t('planning.floor.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
