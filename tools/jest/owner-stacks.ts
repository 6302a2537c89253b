import * as React from 'react';

// React 19's development build gives every element it creates an "owner stack": an Error made
// on the spot (`react-stack-top-frame`), so that a later warning can say which component rendered
// it. V8 captures a stack trace for each one, for up to 10,000 elements per render pass, and a
// form test creates millions: it was a quarter of the jest time of the supplier remote (a profile
// of register.test: 3.7 s of 16 s in createElement/jsx). Warnings keep their message and their
// component stack (that one comes from the fiber tree, not from these Errors), and the console
// guard still fails the test that prints one; only the "owner stack" lines go.
//
// React counts the stacks it made in its shared internals and stops at 10,000 until react-dom
// resets the count; the count is pinned above the limit. JEST_OWNER_STACKS=1 keeps them (to read
// a warning's owner stack while debugging one test).
if (!process.env.JEST_OWNER_STACKS) {
  const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  // A React without the counter (another major) is left as it is: slower tests, not wrong ones.
  if (internals && 'recentlyCreatedOwnerStacks' in internals) {
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 10_000, set: () => undefined });
  }
}
