import type { FloorLayers } from '@airscope/contracts';
import { memo } from 'react';

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
  const unit = 1 / scale;
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
        ? layers.accessPoints.map((ap) => (
            <g key={ap.id} data-layer="access-point" transform={`translate(${ap.x} ${ap.y}) scale(${unit})`}>
              <circle r={7} fill={ap.isMine ? '#1c7ed6' : '#868e96'} stroke="#fff" strokeWidth={2} />
              <circle r={2.5} fill="#fff" />
              {ap.name ? (
                <text x={10} y={4} fontSize={12} fontWeight={600} fill="#212529" stroke="#fff" strokeWidth={3} paintOrder="stroke">
                  {ap.name}
                </text>
              ) : null}
            </g>
          ))
        : null}
    </svg>
  );
});
