import { axePagesOf } from '../support/axe-pages';

axePagesOf('payment');
