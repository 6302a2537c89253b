import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box } from 'shared-ui';
import { CircularProgress } from 'shared-ui/components';
import { LOADING_OVERLAY_CLOSE_MS } from 'shared-ui/contract';

/** True while `active`, and for `LOADING_OVERLAY_CLOSE_MS` (spec section 9: 300 ms) after it ends. */
export function useLingering(active: boolean, ms = LOADING_OVERLAY_CLOSE_MS): boolean {
  const [lingering, setLingering] = useState(active);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setLingering(true);
  }
  useEffect(() => {
    if (active || !lingering) return;
    const timer = setTimeout(() => setLingering(false), ms);
    return () => clearTimeout(timer);
  }, [active, lingering, ms]);
  return active || lingering;
}

/**
 * Covers its positioned parent while work runs (loading, saving, an action) and closes 300 ms
 * after the work ends, so quick steps do not flicker. `label` is an i18n key (default "Loading…").
 */
export function LoadingOverlay({ active, label = 'detail:loading' }: { active: boolean; label?: string }) {
  const { t } = useTranslation('detail');
  const shown = useLingering(active);
  if (!shown) return null;
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      aria-label={t(label)}
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal - 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(255, 255, 255, 0.6)',
      }}
    >
      <CircularProgress aria-hidden="true" />
    </Box>
  );
}
