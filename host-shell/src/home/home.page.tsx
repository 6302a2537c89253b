import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Link, Paper, Stack, Typography, useSession } from 'shared-ui';
import { Card, CardActionArea, CardContent, CircularProgress, List, ListItem } from 'shared-ui/components';
import { RouterLink } from 'shared-ui/routing';
import { useQuery } from 'shared-ui/data';
import { visibleMenu } from '../routing/feature-access';
import { INTERNAL_COUNTS, listUrlOf, SUPPLIER_COUNTS, type AwaitingCount } from './awaiting-counts';

function CountCard({ count }: { count: AwaitingCount }) {
  const { t } = useTranslation('shell');
  const locale = useSession((s) => s.locale);
  const query = useQuery({
    // Under the resource's key: a change to the domain's records refreshes the count too.
    queryKey: [...count.resource.key, 'list', 'count', count.filters, locale],
    queryFn: () => count.resource.count(count.filters),
  });
  return (
    <Card variant="outlined">
      {/* The number at the card's foot: a row's numbers line up when one label takes two lines. */}
      <CardActionArea component={RouterLink} to={listUrlOf(count)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {t(count.label)}
          </Typography>
          <Typography variant="h4" component="p">
            {query.isSuccess ? query.data : query.isError ? '—' : <CircularProgress size={24} aria-label={t('home.loadingCount')} />}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * Landing page after sign-in: a greeting, what awaits the user (counts that open their lists,
 * only for the areas the user may open) and, per visible menu domain, its shortcuts.
 */
export default function HomePage() {
  const { t } = useTranslation('shell');
  const profile = useSession((s) => s.profile);
  const permissionMap = useSession((s) => s.permissionMap);
  const isSupplier = useSession((s) => s.isSupplier);
  const groups = useMemo(() => (profile ? visibleMenu({ permissionMap, profile }) : []), [permissionMap, profile]);
  const open = new Set(groups.flatMap((g) => g.features.map((f) => f.path)));
  const counts = (isSupplier ? SUPPLIER_COUNTS : INTERNAL_COUNTS).filter((c) => open.has(c.feature));
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('home.greeting', { fullName: profile?.fullName ?? '' })}
        </Typography>
        <Typography>{t('home.intro')}</Typography>
      </Paper>
      {counts.length > 0 && (
        <Box component="section" aria-labelledby="home-awaiting">
          <Typography id="home-awaiting" variant="h2" component="h2" gutterBottom>
            {t('home.awaiting')}
          </Typography>
          {/* Two a row on a phone (one a row, each as wide as its label, left a ragged column). */}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(200px, 1fr))' }, gap: 2 }}>
            {counts.map((c) => (
              <CountCard key={c.label} count={c} />
            ))}
          </Box>
        </Box>
      )}
      <Box component="section" aria-labelledby="home-shortcuts">
        <Typography id="home-shortcuts" variant="h2" component="h2" gutterBottom>
          {t('home.shortcuts')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
          {groups.map((g) => (
            <Paper key={g.id} variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`home-group-${g.id}`}>
              <Typography id={`home-group-${g.id}`} variant="subtitle1" component="h3">
                {t(`menu.groups.${g.id}`)}
              </Typography>
              <List dense disablePadding>
                {g.features.map((f) => (
                  <ListItem key={f.path} disableGutters>
                    <Link component={RouterLink} to={`/admin/${f.path}`}>
                      {t(`menu.${f.path}`)}
                    </Link>
                  </ListItem>
                ))}
              </List>
            </Paper>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
