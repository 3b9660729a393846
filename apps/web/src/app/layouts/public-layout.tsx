import { Box, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { AppFooter } from '../../components/app-footer.tsx';
import { BrandMark } from '../../components/brand-mark.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import classes from './layouts.module.css';

/** Layout of the pages seen before (or outside) the workspace: auth, EULA, not-found, shares. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.publicRoot}>
      <SkipLink label={t('a11y.skipToContent')} />
      <Box component="header" px="md" py="sm">
        <Group justify="space-between">
          <Link to="/" className={classes.brandLink} aria-label={t('brand.cloud')}>
            <BrandMark productName={t('brand.cloud')} />
          </Link>
          <LanguageSelect />
        </Group>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.publicMain}>
        <Container size="sm" w="100%" py="xl">
          <Outlet />
        </Container>
      </Box>
      <Box component="footer">
        <AppFooter />
      </Box>
    </div>
  );
}
