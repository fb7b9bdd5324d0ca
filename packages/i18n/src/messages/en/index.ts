/**
 * The English catalogue: every text a user reads, by area. The spec's exact texts are the English ones; the other
 * languages are typed against this one (Catalogue), so a key missing from any of them is a type error.
 */
import { en as screens } from './screens';
import { laterAreas } from './later-areas';

/** Every area: the screens' texts and the server's (later-areas.ts). */
export const en = { ...screens, ...laterAreas };

/** A catalogue's shape: the English one's keys, each a string (an ICU message). */
type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
export type Catalogue = Messages<typeof en>;
/** The screens' part of a catalogue (screens.ts): what is loaded of English before its later areas. */
export type ScreenTexts = Messages<typeof screens>;
