import { ActionIcon, Box, Button, Group, Paper, Text, Tooltip, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { drawMapScene, markerAt, type DrawnMarker, type MapColours } from './map-renderer.ts';
import { TileImages, tilesInView } from './map-tiles.ts';
import { selectionFromScreenBox, type MapSelection } from './map-selection.ts';
import { groupPlacedBySite, type MapSite } from './group-by-site.ts';
import { ProjectClusters, type PlacedItem } from './project-clusters.ts';
import { useMapPointer } from './use-map-pointer.ts';
import {
  constrainViewport,
  fitViewportTo,
  lngLatToScreen,
  panViewport,
  viewportBounds,
  zoomViewportAt,
  type MapViewport,
  type Point,
} from './web-mercator.ts';
import { loadWorldBasemap, type WorldBasemap } from './world-basemap.ts';

interface ProjectsMapProps {
  items: readonly PlacedItem[];
  /** Sites of the organisation: their projects are drawn as one marker per site while grouping is on. */
  sites?: readonly MapSite[] | undefined;
  selection: MapSelection | null;
  onSelectionChange(selection: MapSelection | null): void;
  onProjectOpen(projectId: string): void;
  height?: number;
  /** A configured `{z}/{x}/{y}` tile server; without it the bundled offline world shows alone. */
  tileUrl?: string | undefined;
  /** The credit the tile server's terms ask for, shown in the corner while its tiles are drawn. */
  tileAttribution?: string | undefined;
}

function useMapColours(): MapColours {
  const theme = useMantineTheme();
  const dark = useComputedColorScheme('light') === 'dark';
  // One object per scheme: a new one each render would redraw and re-observe the canvas every time.
  return useMemo(
    () =>
      dark
        ? {
            water: '#16202c',
            land: '#2b3440',
            border: '#4a5563',
            marker: theme.colors.blue[5],
            markerText: '#ffffff',
            selection: theme.colors.orange[5],
          }
        : {
            water: '#d6e6f5',
            land: '#f3efe6',
            border: '#b3ab9b',
            marker: theme.colors.blue[8],
            markerText: '#ffffff',
            selection: theme.colors.orange[8],
          },
    [dark, theme],
  );
}

/** The offline world map of the projects: clustered markers, pan, zoom and a box that filters the lists. */
export function ProjectsMap({
  items,
  sites = [],
  selection,
  onSelectionChange,
  onProjectOpen,
  height = 420,
  tileUrl,
  tileAttribution,
}: ProjectsMapProps) {
  const { t } = useTranslation();
  const colours = useMapColours();
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewportRef = useRef<MapViewport>({ center: { lng: 10, lat: 30 }, zoom: 1, width: 0, height });
  const drawnRef = useRef<DrawnMarker[]>([]);
  const dragBoxRef = useRef<{ from: Point; to: Point } | null>(null);
  const frameRef = useRef(0);
  const [basemap, setBasemap] = useState<WorldBasemap | null>(null);
  const [isSelecting, setSelecting] = useState(false);
  const [isGroupedBySite, setGroupedBySite] = useState(true);
  const hasSites = sites.some((site) => site.projectIds.length > 0);
  const clusters = useMemo(
    () => new ProjectClusters(isGroupedBySite && hasSites ? groupPlacedBySite(items, sites) : items),
    [items, sites, isGroupedBySite, hasSites],
  );
  // Until the user pans or zooms, the map keeps every listed project in view (it opens fitted to them).
  const userMovedRef = useRef(false);
  const places = useMemo(() => items.map((item) => ({ lng: item.longitude, lat: item.latitude })), [items]);
  const placesRef = useRef(places);
  placesRef.current = places;
  const fitToPlaces = useCallback(
    (viewport: MapViewport) => (userMovedRef.current ? constrainViewport(viewport) : fitViewportTo(viewport, placesRef.current)),
    [],
  );

  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    const viewport = viewportRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || viewport.width === 0) return;
    const markers = clusters.markersIn(viewportBounds(viewport), viewport.zoom);
    const selectionBox = selection
      ? {
          from: lngLatToScreen(viewport, { lng: selection.minLongitude, lat: selection.maxLatitude }),
          to: lngLatToScreen(viewport, { lng: selection.maxLongitude, lat: selection.minLatitude }),
        }
      : null;
    const tiles = tileUrl
      ? tilesInView(viewport, tileUrl).flatMap((tile) => {
          const image = tileImagesRef.current?.get(tile.url);
          return image ? [{ ...tile, image }] : [];
        })
      : [];
    drawnRef.current = drawMapScene(
      ctx,
      { viewport, basemap, tiles, markers, dragBox: dragBoxRef.current, selectionBox },
      colours,
      window.devicePixelRatio || 1,
    );
    // Read by the browser tests: what the map shows right now.
    canvas.dataset.markers = String(markers.length);
    canvas.dataset.sites = markers
      .filter((marker) => marker.kind === 'site')
      .map((marker) => (marker.kind === 'site' ? `${marker.name}:${marker.count}` : ''))
      .join('|');
    canvas.dataset.zoom = viewport.zoom.toFixed(2);
    canvas.dataset.center = `${viewport.center.lng.toFixed(4)},${viewport.center.lat.toFixed(4)}`;
    canvas.dataset.basemap = basemap ? 'ready' : 'loading';
  }, [basemap, clusters, colours, selection, tileUrl]);

  // A scheduled frame always paints the latest state: a frame asked for before the basemap arrived must not paint without it.
  const drawRef = useRef(draw);
  drawRef.current = draw;
  const scheduleDraw = useCallback(() => {
    if (frameRef.current !== 0) return;
    frameRef.current = requestAnimationFrame(() => {
      frameRef.current = 0;
      drawRef.current();
    });
  }, []);

  useEffect(() => {
    scheduleDraw();
  }, [draw, scheduleDraw]);
  const tileImagesRef = useRef<TileImages | null>(null);
  tileImagesRef.current ??= new TileImages(scheduleDraw);
  useEffect(() => () => cancelAnimationFrame(frameRef.current), []);

  useEffect(() => {
    let live = true;
    void loadWorldBasemap().then((loaded) => live && setBasemap(loaded));
    return () => {
      live = false;
    };
  }, []);

  // The canvas follows its box; device pixels keep lines sharp on dense screens.
  useEffect(() => {
    const container = containerRef.current;
    const canvas = canvasRef.current;
    if (!container || !canvas) return;
    const observer = new ResizeObserver(() => {
      const width = container.clientWidth;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      viewportRef.current = fitToPlaces({ ...viewportRef.current, width, height });
      drawRef.current();
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [height, fitToPlaces]);

  useEffect(() => {
    viewportRef.current = fitToPlaces(viewportRef.current);
    scheduleDraw();
  }, [places, fitToPlaces, scheduleDraw]);

  const zoomBy = useCallback(
    (delta: number, anchor?: Point) => {
      userMovedRef.current = true;
      const viewport = viewportRef.current;
      viewportRef.current = zoomViewportAt(viewport, delta, anchor ?? { x: viewport.width / 2, y: viewport.height / 2 });
      scheduleDraw();
    },
    [scheduleDraw],
  );

  // Wheel zoom needs a non-passive listener so the page does not scroll under the map.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = canvas.getBoundingClientRect();
      zoomBy(-event.deltaY * 0.002, { x: event.clientX - rect.left, y: event.clientY - rect.top });
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [zoomBy]);

  const pointer = useMapPointer({
    isBoxGesture: (event) => isSelecting || event.shiftKey,
    onPan: (dx, dy) => {
      userMovedRef.current = true;
      viewportRef.current = panViewport(viewportRef.current, dx, dy);
      scheduleDraw();
    },
    onBox: (from, to) => {
      dragBoxRef.current = { from, to };
      scheduleDraw();
    },
    onBoxEnd: (from, to) => {
      dragBoxRef.current = null;
      setSelecting(false);
      onSelectionChange(selectionFromScreenBox(viewportRef.current, from, to));
    },
    onClick: (point) => {
      const hit = markerAt(drawnRef.current, point);
      if (hit?.marker.kind === 'project') onProjectOpen(hit.marker.id);
      // A site's marker selects the box around its projects, so the lists below show that site.
      else if (hit?.marker.kind === 'site') onSelectionChange(hit.marker.bounds);
      else if (hit?.marker.kind === 'cluster')
        zoomBy(clusters.expansionZoom(hit.marker.clusterId) - viewportRef.current.zoom, { x: hit.x, y: hit.y });
    },
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const step = 80;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (move) {
      userMovedRef.current = true;
      viewportRef.current = panViewport(viewportRef.current, move[0], move[1]);
      scheduleDraw();
    } else if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-') zoomBy(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Paper withBorder radius="md" p={0} pos="relative" style={{ overflow: 'hidden' }} data-testid="projects-map">
      <Box ref={containerRef} h={height} style={{ cursor: isSelecting ? 'crosshair' : 'grab', touchAction: 'none' }}>
        <canvas
          ref={canvasRef}
          data-testid="projects-map-canvas"
          role="application"
          aria-roledescription={t('insights.map.roleDescription')}
          aria-label={t('insights.map.label', { count: items.length })}
          tabIndex={0}
          onKeyDown={onKeyDown}
          style={{ width: '100%', height, display: 'block' }}
          {...pointer}
        />
      </Box>
      <Group pos="absolute" top={8} right={8} gap={6}>
        {hasSites && (
          <Button
            size="xs"
            variant={isGroupedBySite ? 'filled' : 'white'}
            onClick={() => setGroupedBySite((on) => !on)}
            aria-pressed={isGroupedBySite}
          >
            {t('insights.map.groupBySite')}
          </Button>
        )}
        <Button size="xs" variant={isSelecting ? 'filled' : 'white'} onClick={() => setSelecting((on) => !on)} aria-pressed={isSelecting}>
          {t('insights.map.selectArea')}
        </Button>
        {selection && (
          <Button size="xs" variant="white" color="red" onClick={() => onSelectionChange(null)}>
            {t('insights.map.clearSelection')}
          </Button>
        )}
        <Tooltip label={t('insights.map.zoomIn')}>
          <ActionIcon variant="white" size="md" aria-label={t('insights.map.zoomIn')} onClick={() => zoomBy(1)}>
            +
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('insights.map.zoomOut')}>
          <ActionIcon variant="white" size="md" aria-label={t('insights.map.zoomOut')} onClick={() => zoomBy(-1)}>
            −
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text size="xs" c="dimmed" pos="absolute" bottom={4} left={8}>
        {t('insights.map.hint')}
      </Text>
      {tileUrl && tileAttribution ? (
        <Text
          size="xs"
          pos="absolute"
          bottom={0}
          right={0}
          px={6}
          py={2}
          bg="var(--mantine-color-body)"
          style={{ opacity: 0.85 }}
          data-testid="projects-map-attribution"
        >
          {tileAttribution}
        </Text>
      ) : null}
    </Paper>
  );
}
