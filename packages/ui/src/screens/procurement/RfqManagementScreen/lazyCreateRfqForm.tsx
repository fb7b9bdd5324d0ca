import { lazy } from 'react';

/**
 * The Create RFQ form (its date pickers and band editors) and the date pickers' styles load when the form is
 * first wanted, not with the screens that open it (inserted after the first paint, the dates
 * styles made the browser restyle the whole page, one long task on a phone).
 */
export const loadCreateRfqForm = () =>
  Promise.all([import('@mantine/dates/styles.css'), import('./CreateRfqForm')]).then(([, module]) => module);

export const CreateRfqForm = lazy(() => loadCreateRfqForm().then((module) => ({ default: module.CreateRfqForm })));
