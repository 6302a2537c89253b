// React's share of a CPU profile (profile-page.mjs --react): the time spent rendering, committing,
// and drawing again inside a commit, each with the components it went to. The last one is work
// React cannot slice: a layout effect that sets state (react-hook-form's `isReady`, a DataGrid
// measuring itself, a ref kept in state) draws its component and everything it makes again,
// synchronously, in the commit's task. It found the registration form drawing every field twice.

/** React's phases, innermost first: a sample belongs to the first one found on its stack. */
export const REACT_PHASES = [
  ['drawn again inside a commit', 'flushSpawnedWork'],
  ['commit', 'commitRoot'],
  ['render', 'renderRootSync'],
  ['render', 'renderRootConcurrent'],
];

/** The react-dom functions that call a component: the frame below one of them is a component. */
const COMPONENT_CALLERS = new Set(['renderWithHooks', 'updateForwardRef', 'updateMemoComponent', 'updateSimpleMemoComponent']);

/**
 * Sums the profile's samples by React phase and, within each, by the innermost component on the
 * stack (its own time, its child components' apart). `nameOf(callFrame)` is a frame's function name
 * in the sources (a production build's are minified) and `describe(callFrame)` a component's label,
 * both through the build's source maps. Phases and components come sorted by time, largest first.
 */
export function reactPhases(profile, { nameOf = (frame) => frame.functionName, describe = nameOf } = {}) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const phases = new Map();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const stack = [];
    for (let at = id; at !== undefined; at = parent.get(at)) stack.push(nodes.get(at).callFrame);
    const names = stack.map(nameOf);
    const phase = REACT_PHASES.find(([, fn]) => names.includes(fn))?.[0];
    if (!phase) return;
    const entry = phases.get(phase) ?? phases.set(phase, { phase, ms: 0, components: new Map() }).get(phase);
    entry.ms += ms;
    const caller = names.findIndex((name, at) => at > 0 && COMPONENT_CALLERS.has(name));
    if (caller > 0) {
      const component = describe(stack[caller - 1]);
      entry.components.set(component, (entry.components.get(component) ?? 0) + ms);
    }
  });
  return [...phases.values()]
    .sort((a, b) => b.ms - a.ms)
    .map(({ phase, ms, components }) => ({ phase, ms, components: [...components].sort((a, b) => b[1] - a[1]).map(([name, own]) => ({ name, ms: own })) }));
}
