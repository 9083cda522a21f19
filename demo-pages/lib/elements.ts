// The element declarations and theme properties for the /elementen catalogue, found on the disk
// when the server starts (widgets/*/declaration.ts, shared/ui/styles.css): a new element's folder
// shows up in the catalogue without anyone listing it.
import { loadDeclarations, readTheme } from './declarations';

export const elementDeclarations = await loadDeclarations();
export const themeProperties = readTheme();
