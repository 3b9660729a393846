import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { trackEvent } from '../../lib/analytics/analytics-client.ts';
import { trackAnalyticsSource } from '../../lib/analytics/analytics-source.ts';
import { selectTabTitleKind } from '../../lib/navigation/tab-title.ts';

/** docs/product.md §2 cross-cutting effects: scroll to top, analytics source and tab title after each navigation. */
export function NavigationEffects() {
  const { pathname, key } = useLocation();
  const { t } = useTranslation();

  useEffect(() => {
    window.scrollTo(0, 0);
    trackAnalyticsSource(pathname);
    // Ids in the path stay out of analytics; the route shape is enough.
    void trackEvent('pageViewed', { path: pathname.replace(/\/[0-9a-f-]{8,}|\/\d+/gi, '/:id') });
  }, [pathname, key]);

  useEffect(() => {
    document.title = t(`brand.${selectTabTitleKind(pathname)}`);
  }, [pathname, t]);

  return null;
}
