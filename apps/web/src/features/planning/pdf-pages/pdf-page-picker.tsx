import { Alert, Button, Group, Image, Loader, NumberInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openPdf, type OpenedPdf } from './render-pdf-page.ts';

/** Preview size (px): enough to recognise a floor plan. */
const PREVIEW_SIDE_PX = 480;

export interface PdfPagePickerProps {
  readonly file: File | Blob;
  /** The chosen page, rendered to a PNG for upload as a plan image. */
  readonly onRendered: (png: Blob, pageNumber: number) => void;
}

/** Lets the user pick one page of an uploaded PDF floor plan, with a preview, and renders it to a PNG. */
export function PdfPagePicker({ file, onRendered }: PdfPagePickerProps) {
  const { t } = useTranslation();
  const [pdf, setPdf] = useState<OpenedPdf | undefined>();
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [preview, setPreview] = useState<string | undefined>();
  const [isRendering, setRendering] = useState(false);

  useEffect(() => {
    let opened: OpenedPdf | undefined;
    let isCurrent = true;
    setPdf(undefined);
    setFailed(false);
    setPage(1);
    file
      .arrayBuffer()
      .then(openPdf)
      .then((result) => {
        opened = result;
        if (isCurrent) setPdf(result);
        else void result.close();
      })
      .catch(() => isCurrent && setFailed(true));
    return () => {
      isCurrent = false;
      void opened?.close();
    };
  }, [file]);

  useEffect(() => {
    if (!pdf) return;
    let isCurrent = true,
      url: string | undefined;
    pdf
      .renderPage(page, PREVIEW_SIDE_PX)
      .then((blob) => {
        if (!isCurrent) return;
        url = URL.createObjectURL(blob);
        setPreview(url);
      })
      .catch(() => isCurrent && setFailed(true));
    return () => {
      isCurrent = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [pdf, page]);

  if (failed) return <Alert color="red">{t('planningParts.pdfPages.failed')}</Alert>;
  if (!pdf)
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('planningParts.pdfPages.reading')}</Text>
      </Group>
    );

  const use = async () => {
    setRendering(true);
    try {
      onRendered(await pdf.renderPage(page), page);
    } catch {
      setFailed(true);
    } finally {
      setRendering(false);
    }
  };
  return (
    <Stack gap="sm">
      <NumberInput
        label={t('planningParts.pdfPages.page')}
        description={t('planningParts.pdfPages.pageOf', { page, pages: pdf.pageCount })}
        min={1}
        max={pdf.pageCount}
        value={page}
        allowDecimal={false}
        clampBehavior="strict"
        onChange={(value) => typeof value === 'number' && value >= 1 && value <= pdf.pageCount && setPage(value)}
      />
      {preview && (
        <Image
          src={preview}
          alt={t('planningParts.pdfPages.preview', { page })}
          mah={PREVIEW_SIDE_PX}
          fit="contain"
          radius="sm"
          bd="1px solid var(--mantine-color-default-border)"
        />
      )}
      <Group justify="flex-end">
        <Button onClick={() => void use()} loading={isRendering} data-testid="pdf-use-page">
          {t('planningParts.pdfPages.use')}
        </Button>
      </Group>
    </Stack>
  );
}
