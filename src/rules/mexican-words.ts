// spec §5 (RFC, CURP), issue 12: when the first four letters of a Mexican identifier form a word the authorities replace,
// the issuer changes a letter (RENAPO replaces the second letter with X in a CURP; SAT replaces the last letter of the
// four with X in an RFC), so a CURP or RFC that still starts with such a word is not valid as typed. Pure.
// Sources: RENAPO, "Instructivo normativo para la asignación de la CURP", Anexo 2 (palabras inconvenientes);
// SAT, RFC personas físicas, Anexo IV (palabras inconvenientes). Both lists are public and widely reproduced.

/** RENAPO, CURP instructivo, Anexo 2. */
export const CURP_INCONVENIENT_WORDS: ReadonlySet<string> = new Set([
  'BACA', 'BAKA', 'BUEI', 'BUEY', 'CACA', 'CACO', 'CAGA', 'CAGO', 'CAKA', 'CAKO', 'COGE', 'COGI', 'COJA', 'COJE', 'COJI',
  'COJO', 'COLA', 'CULO', 'FALO', 'FETO', 'GETA', 'GUEI', 'GUEY', 'JETA', 'JOTO', 'KACA', 'KACO', 'KAGA', 'KAGO', 'KAKA',
  'KAKO', 'KOGE', 'KOGI', 'KOJA', 'KOJE', 'KOJI', 'KOJO', 'KOLA', 'KULO', 'LILO', 'LOCA', 'LOCO', 'LOKA', 'LOKO', 'MAME',
  'MAMO', 'MEAR', 'MEAS', 'MEON', 'MIAR', 'MION', 'MOCO', 'MOKO', 'MULA', 'MULO', 'NACA', 'NACO', 'PEDA', 'PEDO', 'PENE',
  'PIPI', 'PITO', 'POPO', 'PUTA', 'PUTO', 'QULO', 'RATA', 'ROBA', 'ROBE', 'ROBO', 'RUIN', 'SENO', 'TETA', 'VACA', 'VAGA',
  'VAGO', 'VAKA', 'VUEI', 'VUEY', 'WUEI', 'WUEY',
]);

/** SAT, RFC personas físicas, Anexo IV. */
export const RFC_INCONVENIENT_WORDS: ReadonlySet<string> = new Set([
  'BUEI', 'BUEY', 'CACA', 'CACO', 'CAGA', 'CAGO', 'CAKA', 'CAKO', 'COGE', 'COJA', 'COJE', 'COJI', 'COJO', 'CULO', 'FETO',
  'GUEY', 'JOTO', 'KACA', 'KACO', 'KAGA', 'KAGO', 'KOGE', 'KOJO', 'KAKA', 'KULO', 'MAME', 'MAMO', 'MEAR', 'MEAS', 'MEON',
  'MION', 'MOCO', 'MULA', 'PEDA', 'PEDO', 'PENE', 'PUTA', 'PUTO', 'QULO', 'RATA', 'RUIN',
]);

/** The identifier's first four letters form a word the issuer would have replaced. */
export const startsWithInconvenientWord = (value: string, words: ReadonlySet<string>): boolean => words.has(value.slice(0, 4).toUpperCase());
