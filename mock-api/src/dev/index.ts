import { devAuthHandlers } from './auth.handlers';
import { devBpmHandlers } from './bpm.handlers';
import { devClockHandlers } from './clock.handlers';
import { devExchangeRateHandlers } from './exchange-rate.handlers';
import { devFaultHandlers } from './faults.handlers';
import { devFunctionDisableHandlers } from './function-disable.handlers';
import { devStateHandlers } from './state.handlers';

/**
 * Calls for demos and tests only, under /api/dev/. The mock backend (browser worker or Node
 * server) is never a production deployment, so they need no login.
 */
export const devHandlers = [
  ...devStateHandlers,
  ...devClockHandlers,
  ...devFaultHandlers,
  ...devAuthHandlers,
  ...devBpmHandlers,
  ...devFunctionDisableHandlers,
  ...devExchangeRateHandlers,
];
