import firstTexts from './koFirst';
import laterTexts from './koLater';

/**
 * The portal's whole ko catalogue (the reference the keys are typed from), merged from one
 * file per area (each area owns its top-level keys), so areas can grow their strings without
 * touching each other's files. The page gets it in two parts: `koFirst` in the first load,
 * `koLater` with the first lazily loaded part.
 */
const catalogue = { ...firstTexts, ...laterTexts };
export default catalogue;
