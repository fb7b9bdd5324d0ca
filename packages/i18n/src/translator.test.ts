import { describe, expect, it, vi } from 'vitest';
import { en } from './messages/en';
import { fr } from './messages/fr';

/**
 * A page loads one language's catalogue, when it asks for it (apps/web/src/boot.tsx): English's screens' texts for
 * English, another language's catalogue (with the English it reads messages back from) only once that language is
 * chosen. Other files of this project register every catalogue (all-catalogues.ts), so the translator is imported
 * afresh here.
 */
async function freshTranslator() {
  vi.resetModules();
  return import('./translator');
}

describe('translator: catalogues load on demand', () => {
  it('holds no catalogue until one is asked for', async () => {
    const translator = await freshTranslator();
    expect(translator.loadedCatalogue('en')).toBeUndefined();
    expect(translator.loadedCatalogue('fr')).toBeUndefined();
    expect(translator.loadedEnglish()).toBeUndefined();
  });

  it("loads English's screens' texts alone for English, and a translator made before they came speaks them", async () => {
    const translator = await freshTranslator();
    // A screen module makes its English translator as it loads, possibly before the page's catalogue is in.
    const early = translator.translatorFor('en');
    await translator.loadScreenTexts('en');
    expect(early('auth.tabs.signUp')).toBe(en.auth.tabs.signUp);
    expect(translator.loadedEnglish()).not.toHaveProperty('server');
    expect(translator.loadedCatalogue('fr')).toBeUndefined();
    expect(() => translator.i18nFor('fr')).toThrow(/not loaded/);
  });

  it("loads another language's catalogue only when that language is chosen, and its texts then show", async () => {
    const translator = await freshTranslator();
    await translator.loadScreenTexts('en');
    expect(translator.loadedCatalogue('fr')).toBeUndefined();
    await translator.loadScreenTexts('fr');
    expect(translator.translatorFor('fr')('auth.tabs.signUp')).toBe(fr.auth.tabs.signUp);
    // English's server areas came with it: the French page reads the server's English messages back.
    expect(translator.loadedEnglish()).toHaveProperty('server');
    expect(translator.loadedCatalogue('de')).toBeUndefined();
  });
});
