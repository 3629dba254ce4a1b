// Issue 32 item 4: what counts as Spanish on a Brazilian screen, shared by the server's test of what br is served
// (server/test/i18n/pt-br-data.test.ts) and the browser journey of a br shopper (e2e/brazil-portuguese.spec.ts).
//
// Marks and words that Portuguese never writes, so that a Portuguese text cannot trip them. The inverted marks ¿ ¡, the
// letter ñ (Portuguese writes nh) and the ending -ción/-ciones (Portuguese -ção/-ções); the whole words y, el, los, las,
// del, con, mi, mis (Portuguese e, o, os, as, do, com, meu/minha, meus/minhas), and the shop's own Spanish words whose
// Portuguese differs: tienda (loja), producto(s) (produto), cotización (orçamento), boleta (recibo), agregamos
// (adicionamos), despacho (entrega), herramienta(s) (ferramenta), baño (banheiro), galón/galones (galão, galões). A
// product's name has too many Spanish words for any list: names are compared with the data's own. Words that both
// languages write alike are left out on purpose: "Pedido N°", "para", "la" (Portuguese -la in "encontrá-la"), "tu" (said
// in parts of Brazil), "Total", "Cliente", "Subtotal"; and a word after a hyphen is Portuguese's pronoun joined to its verb
// ("comprá-los", "vendê-las"), which Spanish never writes. Pure: no Playwright, no server.

export const SPANISH_MARKS: readonly RegExp[] = [
  /[¿¡ñÑ]/u,
  /ci[oó]n(es)?(?![\p{L}])/iu,
  /(?<![\p{L}\p{N}-])(y|el|los|las|del|con|mi|mis)(?![\p{L}\p{N}])/iu,
  /(?<![\p{L}\p{N}])(tienda|productos?|cotizaci[oó]n|boleta|agregamos|despacho|herramientas?|baño|gal[oó]n(es)?)(?![\p{L}\p{N}])/iu,
];

/** The texts among `texts` (labelled where they come from) that read as Spanish, as `where: text`. */
export function spanishIn(texts: { where: string; text: string }[]): string[] {
  return texts
    .filter(({ text }) => SPANISH_MARKS.some((mark) => mark.test(text)))
    .map(({ where, text }) => `${where}: ${text}`);
}

/** The lines of a screen's text that read as Spanish, each with the marks it matched (`«mi» in: Mi primera lista`). */
export function spanishLines(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    const marks = SPANISH_MARKS.map((mark) => mark.exec(line)?.[0]).filter((m): m is string => Boolean(m));
    if (marks.length) found.push(`${marks.map((m) => `«${m}»`).join(', ')} in: ${line.trim()}`);
  }
  return found;
}
