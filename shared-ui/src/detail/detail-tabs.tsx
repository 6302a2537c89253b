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

/** What a refusal marks: an invalid field, or a list's rule shown under the list. */
const MARKED = `[aria-invalid="true"], [${LIST_ISSUE_ATTRIBUTE}]`;

/** The index of the first panel holding an invalid field or a list's rule (to show it after a refused save or action), or -1. */
export function firstInvalidPanel(root: HTMLElement | null): number {
  const panels = Array.from(root?.querySelectorAll('[role="tabpanel"]') ?? []);
  return panels.findIndex((panel) => panel.querySelector(MARKED));
}

/** Where a keyboard user types into a marked field, the mark itself, or null for one nobody focuses (a select's hidden input). */
function focusTarget(marked: HTMLElement): HTMLElement | null {
  if (marked.getAttribute('aria-hidden') === 'true') return null;
  // A radio group marks the group: its checked radio is where the keyboard enters it, else its first.
  if (marked.getAttribute('role') === 'radiogroup') {
    return marked.querySelector<HTMLElement>('input[type="radio"]:checked:not(:disabled)') ?? marked.querySelector<HTMLElement>('input[type="radio"]:not(:disabled)');
  }
  if (marked.matches(`input, textarea, select, [tabindex], [${LIST_ISSUE_ATTRIBUTE}]`)) return marked;
  // A date field marks its group: its first section is where one types.
  for (const inner of ['input:not([type="hidden"]):not([aria-hidden="true"])', 'textarea', '[role="combobox"]', '[role="spinbutton"][tabindex="0"]', '[tabindex="0"]']) {
    const found = marked.querySelector<HTMLElement>(inner);
    if (found) return found;
  }
  return null;
}

/**
 * After a refused save or action, once the tab holding the first mark is shown (a browser focuses
 * nothing in a hidden panel): the focus to the shown panel's first invalid field or list rule, else
 * to `box`, the form's refusal box, when it holds the only errors. True when something took it.
 */
export function focusFirstInvalid(root: HTMLElement | null, box: HTMLElement | null): boolean {
  const panel = root?.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])');
  const marked = Array.from(panel?.querySelectorAll<HTMLElement>(MARKED) ?? []);
  for (const target of [...marked.map(focusTarget), box]) {
    if (!target) continue;
    target.focus();
    if (document.activeElement === target) return true;
  }
  return false;
}
