/** Spec 001 §2 (Disputes), §5 (admin rules) and §8, word for word; the raise form's own texts besides. */
export const DISPUTE_MESSAGES = {
  notesRequired: 'Resolving a dispute requires non-blank resolution notes',
  empty: 'No disputes found matching the current filters.',
  updated: 'Dispute status updated',
  updateFailed: 'Failed to update dispute status',
  fetchFailed: 'Failed to fetch disputes',
  descriptionRequired: 'Description is required',
  raised: 'Dispute raised: an admin will review it',
  raiseFailed: 'Failed to raise dispute',
  alreadyOpen: 'This record already has an open dispute',
} as const;
