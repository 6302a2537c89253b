import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryDateColour, type DeliveryDateColour, type IsoDate } from 'shared-ui/contract';
import { serverDay } from 'shared-ui/data';
import '../i18n/status-namespace';
import { visuallyHidden } from 'shared-ui';

/** The bands in board order: what needs action first. */
export const DELIVERY_BANDS: readonly DeliveryDateColour[] = ['OVERDUE', 'WITHIN_THRESHOLD', 'LATER'];

/**
 * How a band looks. The palette's main colours reach WCAG AA (4.5:1) as text on white (see the
 * theme), and each band has its own icon and a spoken name, so colour is never the only cue.
 */
export const DELIVERY_BAND_LOOK: Record<DeliveryDateColour, { colour: 'error' | 'warning' | 'success'; Icon: ComponentType<{ fontSize?: 'inherit'; 'aria-hidden'?: boolean }> }> = {
  OVERDUE: { colour: 'error', Icon: ReportProblemIcon },
  WITHIN_THRESHOLD: { colour: 'warning', Icon: ScheduleIcon },
  LATER: { colour: 'success', Icon: EventAvailableIcon },
};

export interface DeliveryDateProps {
  date: IsoDate;
  /** The band as the server placed it (its clock is the business clock). */
  band?: DeliveryDateColour;
  /** Without `band`: the business "today" to place the date against. */
  today?: IsoDate;
  /** Show the band's name next to the date (by default only screen readers hear it). */
  showBand?: boolean;
}

/**
 * A delivery date coloured by its band: overdue, within 7 days, after 7 days (spec sections 2
 * and 9). Every screen that shows a delivery date shows it through this, in a grid or on a card.
 */
export function DeliveryDate({ date, band: given, today, showBand = false }: DeliveryDateProps) {
  const { t } = useTranslation('status');
  const band = given ?? deliveryDateColour(date, today ?? serverDay());
  const { colour, Icon } = DELIVERY_BAND_LOOK[band];
  const name = t(`deliveryDate.${band}`);
  return (
    <Box component="span" data-band={band} sx={{ color: `${colour}.main`, fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Icon fontSize="inherit" aria-hidden />
      {date}
      {showBand ? <span>· {name}</span> : <Box component="span" sx={visuallyHidden}>({name})</Box>}
    </Box>
  );
}
