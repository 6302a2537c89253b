import { screen } from '@testing-library/react';
import { renderInPortal } from 'shared-ui/testing';
import { DeliveryDate } from './delivery-date';

// The colour check reads a computed style: every style rule must reach jsdom, not only the hiding
// ones the jest setup keeps (tools/jest/hidden-only-styles.ts).
(globalThis as { jestEveryStyleRule?: boolean }).jestEveryStyleRule = true;

describe('DeliveryDate (7-day threshold, spec section 9)', () => {
  it.each([
    ['2026-11-21', 'OVERDUE', '已逾期'],
    ['2026-11-22', 'WITHIN_THRESHOLD', '7 天內'],
    ['2026-11-29', 'WITHIN_THRESHOLD', '7 天內'],
    ['2026-11-30', 'LATER', '7 天後'],
  ])('%s against 2026-11-22 is %s, named for screen readers', async (date, band, label) => {
    const view = await renderInPortal(<DeliveryDate date={date} today="2026-11-22" />, { locale: 'zh-TW' });
    expect(view.container.querySelector(`[data-band="${band}"]`)).toHaveTextContent(`${date}(${label})`);
  });

  it('takes the band the server placed over its own reckoning', async () => {
    const view = await renderInPortal(<DeliveryDate date="2026-12-31" today="2026-11-22" band="OVERDUE" />, { locale: 'en-US' });
    expect(view.container.querySelector('[data-band="OVERDUE"]')).toHaveTextContent('(Overdue)');
  });

  it('colours the date itself with the band colour and marks it with the band icon', async () => {
    const view = await renderInPortal(<DeliveryDate date="2026-11-01" band="OVERDUE" />, { locale: 'en-US' });
    const date = view.container.querySelector('[data-band="OVERDUE"]') as HTMLElement;
    expect(getComputedStyle(date).color).toBe('rgb(198, 40, 40)'); // the theme's error.main, 5.6:1 on white
    expect(date.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('can show the band name in words', async () => {
    await renderInPortal(<DeliveryDate date="2026-11-01" band="LATER" showBand />, { locale: 'en-US' });
    expect(screen.getByText('· After 7 days')).toBeVisible();
  });
});
