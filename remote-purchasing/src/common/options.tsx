import { optionsOf } from 'shared-ui/data';
import { optionColumn } from 'shared-ui/list';

// The coded values of the purchasing screens (plant, PO type, purchasing org, currency, incoterm), shown by their names
// in the user's language from the same cached option lists as the filters on them.

export const PLANTS = optionsOf('plants');
export const PO_TYPES = optionsOf('poTypes');
export const PURCHASING_ORGS = optionsOf('purchasingOrgs');
export const CURRENCIES = optionsOf('currencies');
export const INCOTERMS = optionsOf('incoterms');

/** A list's plant (`plantCode`) by its name: 林口廠 / Linkou plant, not TW01. */
export const plantColumn = { ...optionColumn('plantCode', PLANTS, 140), headerName: 'purchasing:fields.plant' };
