import type { FloorLayers } from '@airscope/contracts';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { placeApLabels } from './place-ap-labels.ts';

export interface VisibleLayers {
  accessPoints: boolean;
  areas: boolean;
  tracks: boolean;
}

const AREA_STYLE = {
  requirement: { fill: 'rgba(34, 139, 230, 0.08)', stroke: '#1971c2', dash: undefined },
  exclusion: { fill: 'rgba(73, 80, 87, 0.18)', stroke: '#495057', dash: '6 4' },
  attenuation: { fill: 'rgba(240, 140, 0, 0.12)', stroke: '#e8590c', dash: '2 3' },
} as const;

/** Under a heard AP at an estimated position: its maker and "estimated position"; nothing under a placed AP. */
const noteOf = (ap: FloorLayers['accessPoints'][number], estimated: string) =>
  ap.isPositionEstimated ? [ap.vendor, estimated].filter(Boolean).join(' · ') : '';

const toPoints = (points: ReadonlyArray<readonly [number, number]>) => points.map(([x, y]) => `${x},${y}`).join(' ');

/**
 * APs, areas and survey walks drawn in plan pixels over the image. Strokes and markers are divided by
 * the zoom so they keep their size on screen while the plan scales.
 */
export const FloorOverlays = memo(function FloorOverlays({
  layers,
  visible,
  width,
  height,
  scale,
}: {
  layers: FloorLayers;
  visible: VisibleLayers;
  width: number;
  height: number;
  scale: number;
}) {
  const { t } = useTranslation();
  const unit = 1 / scale;
  // Labels are placed on screen, where they keep their size: a label that would cover another is moved or hidden.
  const labels = useMemo(
    () =>
      placeApLabels(
        layers.accessPoints
          .filter((ap) => ap.name)
          .map((ap) => {
            const note = noteOf(ap, t('floorPlanView.layers.estimatedPosition'));
            return {
              id: ap.id,
              x: ap.x * scale,
              y: ap.y * scale,
              width: Math.max(ap.name.length * 7.4, note.length * 6) + 6,
              height: note ? 28 : 16,
            };
          }),
      ),
    [layers.accessPoints, scale, t],
  );
  return (
    <svg
      aria-hidden
      data-testid="floor-overlays"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'visible' }}
    >
      {visible.areas
        ? layers.areas.map((area) => {
            const style = AREA_STYLE[area.kind];
            return (
              <polygon
                key={`${area.kind}:${area.id}`}
                data-layer={`area-${area.kind}`}
                points={toPoints(area.points)}
                fill={style.fill}
                stroke={style.stroke}
                strokeWidth={1.5 * unit}
                strokeDasharray={
                  style.dash
                    ? style.dash
                        .split(' ')
                        .map((n) => Number(n) * unit)
                        .join(' ')
                    : undefined
                }
              />
            );
          })
        : null}
      {visible.tracks
        ? layers.tracks.map((track) => (
            <polyline
              key={track.surveyId}
              data-layer="track"
              points={toPoints(track.points)}
              fill="none"
              stroke="#5f3dc4"
              strokeWidth={2.5 * unit}
              strokeLinejoin="round"
              strokeLinecap="round"
              opacity={0.85}
            />
          ))
        : null}
      {visible.accessPoints
        ? layers.accessPoints.map((ap) => {
            // A heard AP nobody placed sits where the engine estimates it: a dashed ring and a note (maker, "estimated") say so.
            const note = noteOf(ap, t('floorPlanView.layers.estimatedPosition'));
            const label = labels.get(ap.id);
            return (
              <g
                key={ap.id}
                data-layer="access-point"
                data-ap-name={ap.name}
                data-estimated={ap.isPositionEstimated || undefined}
                data-label={label ? 'shown' : 'hidden'}
                transform={`translate(${ap.x} ${ap.y}) scale(${unit})`}
              >
                {ap.isPositionEstimated ? <circle r={11} fill="none" stroke="#495057" strokeWidth={1.5} strokeDasharray="3 2" /> : null}
                <circle r={7} fill={ap.isMine ? '#1c7ed6' : '#868e96'} stroke="#fff" strokeWidth={2} />
                <circle r={2.5} fill="#fff" />
                {label ? (
                  <text
                    data-testid="access-point-label"
                    x={label.dx + 3}
                    y={label.dy + 12}
                    fontSize={12}
                    fontWeight={600}
                    fill="#212529"
                    stroke="#fff"
                    strokeWidth={3}
                    paintOrder="stroke"
                  >
                    {ap.name}
                  </text>
                ) : null}
                {label && note ? (
                  <text
                    data-testid="access-point-note"
                    x={label.dx + 3}
                    y={label.dy + 25}
                    fontSize={10}
                    fill="#495057"
                    stroke="#fff"
                    strokeWidth={3}
                    paintOrder="stroke"
                  >
                    {note}
                  </text>
                ) : null}
              </g>
            );
          })
        : null}
    </svg>
  );
});
