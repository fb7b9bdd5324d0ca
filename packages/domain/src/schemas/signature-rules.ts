/** Who signs a contract, how, the pad's limits and the refusals: zod-free, so the action registry can name them. */
/** The two parties to a contract, each signing once: the contract is signed when both have. */
export const CONTRACT_PARTIES = ['buyer', 'supplier'] as const;
export type ContractParty = (typeof CONTRACT_PARTIES)[number];
/** A signature is the signer's name typed, or drawn by hand (kept as its strokes). */
export const SIGNATURE_KINDS = ['typed', 'drawn'] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];

/** The drawing pad's size in signature units: every point of a drawn signature lies inside it. */
export const SIGNATURE_PAD = { width: 400, height: 150 } as const;
export const SIGNATURE_MAX_STROKES = 50;
export const SIGNATURE_MAX_POINTS = 2_000;

export const SIGNATURE_MESSAGES = {
  nameRequired: 'Type your full name to sign',
  drawingRequired: 'Draw your signature',
  drawingOnlyWhenDrawn: 'A typed signature carries no drawing',
  drawingTooLarge: `A drawn signature has at most ${SIGNATURE_MAX_STROKES} strokes and ${SIGNATURE_MAX_POINTS} points`,
  pointOutside: `Each point of a drawn signature lies within ${SIGNATURE_PAD.width} x ${SIGNATURE_PAD.height}`,
  alreadySigned: 'Your organization has already signed this contract',
  signed: 'Contract signed',
  awaiting: (party: ContractParty) => `Awaiting the ${party}'s signature`,
} as const;
