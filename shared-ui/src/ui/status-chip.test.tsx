import { screen } from '@testing-library/react';
import { renderInPortal } from 'shared-ui/testing';
import { statusTexts } from 'shared-ui/status-texts';
import { StatusChip, statusColour } from './status-chip';

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
