import { applicantHandlers } from './applicant.handlers';
import { registrationHandlers } from './registration.handlers';

/** The public supplier sign-up (ss/, the general token); its files and options are general/'s. */
export const signupHandlers = [...registrationHandlers, ...applicantHandlers];
