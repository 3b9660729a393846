import type { AutoPlanProposal } from '@airscope/contracts';
import { memo } from 'react';

/** The proposed APs on the plan (plan pixels): hollow dashed orange rings, so they read as not yet placed. */
export const ProposedAccessPoints = memo(function ProposedAccessPoints({
  proposal,
  width,
  height,
}: {
  proposal: AutoPlanProposal;
  width: number;
  height: number;
}) {
  const radius = Math.max(6, Math.min(width, height) / 120);
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
      aria-hidden="true"
      data-testid="proposed-access-points"
    >
      {proposal.accessPoints.map((ap, index) => (
        <circle
          key={index}
          data-testid="proposed-ap"
          cx={ap.x}
          cy={ap.y}
          r={radius}
          fill="rgba(253, 126, 20, 0.25)"
          stroke="#e8590c"
          strokeWidth={radius / 3}
          strokeDasharray={`${radius / 2} ${radius / 3}`}
        />
      ))}
    </svg>
  );
});
