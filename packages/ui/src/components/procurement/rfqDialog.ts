/** The Create RFQ dialog's size, the spec's 4xl (the widest-but-one): on /rfq and on the buyer's dashboard. */
export const RFQ_DIALOG_SIZE = '56rem';
