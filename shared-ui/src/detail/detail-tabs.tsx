import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box } from 'shared-ui';
import { LIST_ISSUE_ATTRIBUTE } from 'shared-ui/form';
import { TabShownContext } from './tab-shown';

export interface DetailTabsProps {
  tabs: { key: string; label: string; content: ReactNode; lazy?: boolean }[];
  value: number;
  onChange(index: number): void;
}

/**
 * MUI Tabs (arrow keys move between tabs, Tab enters the panel). Every panel stays mounted, hidden
 * when not selected, so each field keeps its value and its error; a lazy panel is mounted the
 * first time it is shown, then kept like the others; what it holds asks `useTabShown` whether it is
 * on screen.
 */
export function DetailTabs({ tabs, value, onChange }: DetailTabsProps) {
  const { t } = useTranslation('detail');
  const base = useId();
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const current = tabs[value]?.key;
  if (current !== undefined && !seen.has(current)) setSeen(new Set(seen).add(current));
  return (
    <Box>
      <Tabs value={value} onChange={(_, index: number) => onChange(index)} aria-label={t('detail:tabs')} variant="scrollable" scrollButtons="auto">
        {tabs.map((tab, i) => (
          <Tab key={tab.key} label={t(tab.label)} id={`${base}-tab-${i}`} aria-controls={`${base}-panel-${i}`} />
        ))}
      </Tabs>
      {tabs.map((tab, i) => (
        <Box key={tab.key} role="tabpanel" hidden={i !== value} id={`${base}-panel-${i}`} aria-labelledby={`${base}-tab-${i}`} sx={{ pt: 2 }}>
          <TabShownContext value={i === value}>{(!tab.lazy || seen.has(tab.key)) && tab.content}</TabShownContext>
        </Box>
      ))}
    </Box>
  );
}

/** The index of the first panel holding an invalid field or a list's rule (to show it after a refused save or action), or -1. */
export function firstInvalidPanel(root: HTMLElement | null): number {
  const panels = Array.from(root?.querySelectorAll('[role="tabpanel"]') ?? []);
  return panels.findIndex((panel) => panel.querySelector(`[aria-invalid="true"], [${LIST_ISSUE_ATTRIBUTE}]`));
}
