import { loadLaterTexts } from '../i18n';

// The portal's tests render its parts directly, not through the lazy loader that brings the
// Korean texts the first load leaves out (`i18n.loadLaterTexts`): they get them first.
await loadLaterTexts();
