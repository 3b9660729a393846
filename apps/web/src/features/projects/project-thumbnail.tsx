import { Skeleton } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import type { Project } from '@airscope/contracts';
import { useEffect, useState } from 'react';
import { useProjectThumbnail } from './api/project-thumbnail.query.ts';
import { useObjectUrl } from './use-object-url.ts';
import classes from './project-thumbnail.module.css';

function FloorPlanIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    >
      <path d="M3 4h18v16H3zM3 11h7v9M10 4v4M14 11h7M14 11v4" />
    </svg>
  );
}

/** The first floor plan in small; fetched once the row scrolls into view. Decorative: the name sits beside it. */
export function ProjectThumbnail({ project }: { project: Pick<Project, 'projectId' | 'projectVersion'> }) {
  const { ref, inViewport } = useInViewport<HTMLDivElement>();
  // Without IntersectionObserver (old engines, jsdom) every thumbnail loads at once.
  const [wasSeen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  const thumbnail = useProjectThumbnail(project, wasSeen);
  const url = useObjectUrl(thumbnail.data);

  let content;
  if (url) content = <img className={classes.image} src={url} alt="" />;
  else if (!wasSeen || thumbnail.isPending) content = <Skeleton h="100%" w="100%" radius={0} animate={wasSeen} />;
  else content = <FloorPlanIcon />;
  return (
    <div ref={ref} className={classes.frame} data-testid="project-thumbnail" data-loaded={url ? true : undefined}>
      {content}
    </div>
  );
}
