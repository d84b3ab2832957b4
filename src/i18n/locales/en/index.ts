import { joinTexts } from '../../catalogue.ts';
import first from './first.ts';
import rest from './rest.ts';

/** The English catalogue: the source every other language is checked against, and the key types. */
export default joinTexts(first, rest);
