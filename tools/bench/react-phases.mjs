// React's share of a CPU profile (profile-page.mjs --react): the time spent rendering, committing
// and running effects, each with the components it went to, and apart from it the same work set off
// inside a commit. That last kind is work React cannot slice: a layout effect that sets state
// (react-hook-form's `isReady`, a DataGrid measuring itself, a ref kept in state) makes React flush
// the pending effects and render again, synchronously, in the commit's task. It found the
// registration form drawing every field twice.

/**
 * Where a sample is in React's work: the phase of the innermost of these functions on its stack.
 * Named ones a production build keeps: the source maps give their names back, and each is called
 * from more than one place, so the minifier does not fold it into its caller.
 */
const MARKERS = new Map([
  ['performUnitOfWork', 'render'],
  ['renderRootSync', 'render'],
  ['renderRootConcurrent', 'render'],
  ['flushPassiveEffects', 'effects'],
  ['flushMutationEffects', 'commit'],
  ['flushLayoutEffects', 'commit'],
  ['commitRoot', 'commit'],
]);

/** What a commit goes on with in its own task: the synchronous work its layout effects set off. */
const SET_OFF = 'flushSpawnedWork';

/** The react-dom functions that call a component (function, forwardRef and memo ones alike). */
const COMPONENT_CALLERS = new Set(['renderWithHooks', 'renderWithHooksAgain']);

/** Entries of a name → milliseconds map, largest first. */
const byTime = (map) => [...map].sort((a, b) => b[1] - a[1]);

/**
 * Sums the profile's samples by React phase and, within a render, by the component whose function
 * was running (its hooks included; React's own work for its output, and its child components, are
 * in the phase's total only). `nameOf(callFrame)` is a frame's function name in the sources (a
 * production build's are minified) and `describe(callFrame)` a component's label, both through the
 * build's source maps. Phases and components come largest first.
 */
export function reactPhases(profile, { nameOf = (frame) => frame.functionName, describe = nameOf } = {}) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  // A sample's phase and component depend on its node's path only: worked out once per node.
  const places = new Map();
  const placeOf = (id) => {
    if (places.has(id)) return places.get(id);
    const stack = [];
    for (let nodeId = id; nodeId !== undefined; nodeId = parent.get(nodeId)) stack.push(nodes.get(nodeId).callFrame);
    const names = stack.map(nameOf);
    const marker = names.findIndex((name) => MARKERS.has(name));
    let place = null;
    if (marker >= 0) {
      const setOff = names.indexOf(SET_OFF, marker + 1) > marker;
      const caller = names.findIndex((name, depth) => depth > 0 && depth < marker && COMPONENT_CALLERS.has(name));
      place = {
        phase: `${MARKERS.get(names[marker])}${setOff ? ', set off inside a commit' : ''}`,
        component: caller > 0 ? describe(stack[caller - 1]) : null,
      };
    }
    places.set(id, place);
    return place;
  };

  const phases = new Map();
  profile.samples.forEach((id, i) => {
    const place = placeOf(id);
    if (!place) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (!phases.has(place.phase)) phases.set(place.phase, { ms: 0, components: new Map() });
    const phase = phases.get(place.phase);
    phase.ms += ms;
    if (place.component) phase.components.set(place.component, (phase.components.get(place.component) ?? 0) + ms);
  });
  return [...phases]
    .map(([phase, { ms, components }]) => ({ phase, ms, components: byTime(components).map(([name, own]) => ({ name, ms: own })) }))
    .sort((a, b) => b.ms - a.ms);
}
