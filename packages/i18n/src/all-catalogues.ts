import { de } from './messages/de';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { registerCatalogue } from './translator';

/**
 * Every language's catalogue, loaded at once: the server answers each caller in their own language, so it holds
 * them all from its start (the browser loads only its user's, on demand). Importing this module registers them.
 */
registerCatalogue('en', en);
registerCatalogue('es', es);
registerCatalogue('fr', fr);
registerCatalogue('de', de);
