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

test('a layout effect\'s synchronous draw is told apart from the commit and the render, with its components', () => {
  const profile = profileOf([
    [['performWorkOnRoot', 'renderRootConcurrent', 'renderWithHooks', 'RegistrationForm'], 30],
    [['performWorkOnRoot', 'renderRootConcurrent', 'renderWithHooks', 'TextInputField', 'renderWithHooks', 'InputBase'], 50],
    [['performWorkOnRoot', 'commitRoot', 'flushMutationEffects', 'insertBefore'], 40],
    [['performWorkOnRoot', 'commitRoot', 'flushSpawnedWork', 'renderRootSync', 'updateForwardRef', 'TextInputField'], 20],
    [['performWorkOnRoot', 'commitRoot', 'flushSpawnedWork', 'renderRootSync', 'updateMemoComponent', 'Section', 'createElement'], 5],
    [['fetch'], 100],
  ]);
  const phases = reactPhases(profile);
  assert.deepEqual(
    phases.map(({ phase, ms }) => [phase, ms]),
    [
      ['render', 80],
      ['commit', 40],
      ['drawn again inside a commit', 25],
    ],
  );
  // Each component's own time: InputBase's is not TextInputField's.
  assert.deepEqual(phases[0].components, [
    { name: 'InputBase', ms: 50 },
    { name: 'RegistrationForm', ms: 30 },
  ]);
  assert.deepEqual(phases[1].components, []);
  assert.deepEqual(phases[2].components, [
    { name: 'TextInputField', ms: 20 },
    { name: 'Section', ms: 5 },
  ]);
});
