import assert from 'node:assert/strict';
import test from 'node:test';
import { reactPhases } from './react-phases.mjs';

/** A CPU profile made of call stacks (outermost first), each sampled for the given milliseconds. */
function profileOf(stacks) {
  const nodes = [{ id: 1, callFrame: { functionName: '(root)' }, children: [] }];
  const samples = [];
  const timeDeltas = [0];
  for (const [frames, ms] of stacks) {
    let node = nodes[0];
    for (const functionName of frames) {
      let child = node.children.map((id) => nodes[id - 1]).find((n) => n.callFrame.functionName === functionName);
      if (!child) {
        child = { id: nodes.length + 1, callFrame: { functionName }, children: [] };
        nodes.push(child);
        node.children.push(child.id);
      }
      node = child;
    }
    samples.push(node.id);
    timeDeltas.push(ms * 1000);
  }
  return { nodes, samples, timeDeltas };
}

// react-dom 19's paths: a transition's render in slices, its commit, and what a layout effect's
// setState sets off in the commit's task (the pending effects flushed, then a synchronous render).
const SLICE = ['performWorkUntilDeadline', 'performWorkOnRootViaSchedulerTask', 'performWorkOnRoot'];
const CONCURRENT = [...SLICE, 'renderRootConcurrent', 'workLoopConcurrentByScheduler', 'performUnitOfWork', 'beginWork'];
const COMMIT = [...SLICE, 'commitRootWhenReady', 'commitRoot'];
const SPAWNED = [...COMMIT, 'flushSpawnedWork', 'flushSyncWorkAcrossRoots_impl', 'performSyncWorkOnRoot'];
const SYNC = [...SPAWNED, 'performWorkOnRoot', 'renderRootSync', 'workLoopSync', 'performUnitOfWork', 'beginWork'];

test('the render a commit sets off is told apart from the render, the commit and the effects, with the components drawn in it', () => {
  const profile = profileOf([
    [[...CONCURRENT, 'updateFunctionComponent', 'renderWithHooks', 'RegistrationForm'], 30],
    [[...CONCURRENT, 'updateFunctionComponent', 'renderWithHooks', 'TextInputField', 'useController'], 20],
    // React's own work for a component's output: in the phase, under no component.
    [[...CONCURRENT, 'updateForwardRef', 'reconcileChildren'], 10],
    [[...COMMIT, 'flushMutationEffects', 'commitMutationEffectsOnFiber', 'insertBefore'], 40],
    [[...SPAWNED, 'flushPendingEffects', 'flushPassiveEffects', 'commitPassiveMountOnFiber', 'checkDirty'], 15],
    [[...SYNC, 'updateFunctionComponent', 'renderWithHooks', 'renderWithHooksAgain', 'TextInputField'], 25],
    [[...SYNC, 'updateFunctionComponent', 'renderWithHooks'], 5],
    [[...SPAWNED, 'commitRoot', 'flushLayoutEffects', 'commitLayoutEffectOnFiber'], 8],
    [['fetch'], 100],
  ]);
  const phases = reactPhases(profile);
  assert.deepEqual(
    phases.map(({ phase, ms }) => [phase, ms]),
    [
      ['render', 60],
      ['commit', 40],
      ['render, set off inside a commit', 30],
      ['effects, set off inside a commit', 15],
      ['commit, set off inside a commit', 8],
    ],
  );
  const components = Object.fromEntries(phases.map(({ phase, components: drawn }) => [phase, drawn]));
  assert.deepEqual(components.render, [
    { name: 'RegistrationForm', ms: 30 },
    { name: 'TextInputField', ms: 20 },
  ]);
  assert.deepEqual(components['render, set off inside a commit'], [{ name: 'TextInputField', ms: 25 }]);
  assert.deepEqual(components.commit, []);
  assert.deepEqual(components['effects, set off inside a commit'], []);
});
