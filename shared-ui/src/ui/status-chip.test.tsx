import { screen } from '@testing-library/react';
import { renderInPortal } from 'shared-ui/testing';
import { statusTexts } from 'shared-ui/status-texts';
import { DeliveryDateChip, StatusChip, statusColour } from './status-chip';

describe('StatusChip', () => {
  it('names a status in the user language', async () => {
    await renderInPortal(<StatusChip catalogue="quotationStatus" status="COMPLETED" />, { locale: 'zh-TW' });
    expect(screen.getByText(statusTexts['zh-TW'].quotationStatus.COMPLETED)).toBeInTheDocument();
  });

  it('has a name for every value of every catalogue in both languages', () => {
    for (const [catalogue, values] of Object.entries(statusTexts['zh-TW'])) {
      expect(Object.keys((statusTexts['en-US'] as Record<string, object>)[catalogue])).toEqual(Object.keys(values));
    }
  });

  it('colours by meaning: done, waiting, refused, neutral', () => {
    expect(['APPROVED', 'SIGNING', 'REJECTED', 'DRAFT'].map(statusColour)).toEqual(['success', 'warning', 'error', 'default']);
  });
});

describe('DeliveryDateChip (7-day threshold, spec section 9)', () => {
  it.each([
    ['2026-11-21', 'OVERDUE', '已逾期'],
    ['2026-11-22', 'WITHIN_THRESHOLD', '7 天內'],
    ['2026-11-29', 'WITHIN_THRESHOLD', '7 天內'],
    ['2026-11-30', 'LATER', '7 天後'],
  ])('%s against 2026-11-22 is %s', async (date, band, label) => {
    const view = await renderInPortal(<DeliveryDateChip date={date} today="2026-11-22" />, { locale: 'zh-TW' });
    expect(view.container.querySelector(`[data-band="${band}"]`)).toHaveTextContent(label);
  });

  it('speaks English too', async () => {
    await renderInPortal(<DeliveryDateChip date="2026-11-01" today="2026-11-22" />, { locale: 'en-US' });
    expect(screen.getByText('2026-11-01 · Overdue')).toBeInTheDocument();
  });
});
