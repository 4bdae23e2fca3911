/**
 * Our own editorial input to the dataset (written by us, so no third-party license applies).
 *
 * The only notoriety signal in the CC0 sources (the Wikidata-derived mercato list) starts with players born in
 * 1951, so the legends of 1930–1978 would otherwise rank by World Cups and caps alone and fall out of the
 * Rookie Cup. These lists give them a stand-in notoriety score. Keyed by normalised name + birth year.
 */

/** Stand-in notoriety for the best-known players of all time (same scale as Wikidata sitelinks, 56–223). */
export const ICON_NOTORIETY = 150;
/** Stand-in notoriety for legends a casual fan still knows. */
export const LEGEND_NOTORIETY = 90;

/** [display name as our sources spell it, birth year] */
export const ICONS: readonly (readonly [string, number])[] = [
  ['Pelé', 1940],
  ['Franz Beckenbauer', 1945],
  ['Johan Cruyff', 1947],
  ['Eusébio', 1942],
  ['Ferenc Puskás', 1927],
  ['Alfredo di Stéfano', 1926],
  ['Bobby Charlton', 1937],
  ['Garrincha', 1933],
  ['Lev Yashin', 1929],
  ['Gerd Müller', 1945],
  ['Paolo Maldini', 1968],
  ['Michel Platini', 1955],
  ['Lothar Matthäus', 1961],
  ['Neymar', 1992],
  ['Roberto Carlos', 1973],
  ['Luís Figo', 1972],
  ['Lamine Yamal', 2007],
];

export const LEGENDS: readonly (readonly [string, number])[] = [
  ['Jairzinho', 1944],
  ['Rivellino', 1946],
  ['Tostão', 1947],
  ['Carlos Alberto', 1944],
  ['Didi', 1928],
  ['Vavá', 1934],
  ['Nílton Santos', 1925],
  ['Djalma Santos', 1929],
  ['Mario Zagallo', 1931],
  ['Gérson', 1941],
  ['Leônidas', 1913],
  ['Fritz Walter', 1920],
  ['Helmut Rahn', 1929],
  ['Uwe Seeler', 1936],
  ['Sepp Maier', 1944],
  ['Wolfgang Overath', 1943],
  ['Paul Breitner', 1951],
  ['Johan Neeskens', 1951],
  ['Ruud Krol', 1949],
  ['Rob Rensenbrink', 1947],
  ['Bobby Moore', 1941],
  ['Gordon Banks', 1937],
  ['Geoff Hurst', 1941],
  ['Jimmy Greaves', 1940],
  ['Stanley Matthews', 1915],
  ['Sándor Kocsis', 1929],
  ['Nándor Hidegkuti', 1922],
  ['Dino Zoff', 1942],
  ['Giacinto Facchetti', 1942],
  ['Gianni Rivera', 1943],
  ['Luigi Riva', 1944],
  ['Giuseppe Meazza', 1910],
  ['Just Fontaine', 1933],
  ['Raymond Kopa', 1931],
  ['Juan Alberto Schiaffino', 1925],
  ['Alcides Ghiggia', 1926],
  ['Obdulio Varela', 1917],
  ['Teófilo Cubillas', 1949],
  ['Grzegorz Lato', 1950],
  ['Kazimierz Deyna', 1947],
  ['Josef Masopust', 1931],
  ['Kurt Hamrin', 1934],
  ['Nils Liedholm', 1922],
  ['Denis Law', 1940],
  ['Omar Sívori', 1935],
  ['Elías Figueroa', 1946],
  ['Mario Kempes', 1954],
  // Well-known players of 1974–2026 that the Wikidata-derived list misses or spells differently.
  ['Fernando Hierro', 1968],
  ['Carles Puyol', 1978],
  ['Michael Owen', 1979],
  ['Franco Baresi', 1960],
  ['Paolo Rossi', 1956],
  ['Karl-Heinz Rummenigge', 1955],
  ['Peter Schmeichel', 1963],
  ['Hugo Sánchez', 1958],
  ['Enzo Francescoli', 1961],
  ['Carlos Valderrama', 1961],
  ['René Higuita', 1966],
  ['Roger Milla', 1952],
  ['Jay-Jay Okocha', 1973],
  ['Hidetoshi Nakata', 1977],
  ['Park Ji-sung', 1981],
  ['Didier Deschamps', 1968],
  ['Laurent Blanc', 1965],
  ['Marcel Desailly', 1968],
  ['Fabien Barthez', 1971],
  ['Claude Makélélé', 1973],
  ['Patrick Vieira', 1976],
  ['David Trezeguet', 1977],
  ['Franck Ribéry', 1983],
  ['Andreas Brehme', 1960],
  ['Oliver Bierhoff', 1968],
  ['Michael Ballack', 1976],
  ['Philipp Lahm', 1983],
  ['Christian Vieri', 1973],
  ['Filippo Inzaghi', 1973],
  ['Gennaro Gattuso', 1978],
  ['Francesco Totti', 1976],
  ['Alessandro Nesta', 1976],
  ['Salvatore Schillaci', 1964],
  ['Bebeto', 1964],
  ['Dunga', 1963],
  ['Taffarel', 1966],
  ['Romário', 1966],
  ['Rivaldo', 1972],
  ['Adriano', 1982],
  ['Robinho', 1984],
  ['Juan Sebastián Verón', 1975],
  ['Hernán Crespo', 1975],
  ['Javier Zanetti', 1973],
  ['Claudio Caniggia', 1967],
  ['Juan Román Riquelme', 1978],
  ['Gabriel Batistuta', 1969],
  ['Iván Zamorano', 1967],
  ['Marcelo Salas', 1974],
  ['Davor Šuker', 1968],
  ['Zvonimir Boban', 1968],
  ['Dragan Stojković', 1965],
  ['Hristo Stoichkov', 1966],
  ['Henrik Larsson', 1971],
  ['Ruud van Nistelrooy', 1976],
  ['Patrick Kluivert', 1976],
  ['Clarence Seedorf', 1976],
  ['Edgar Davids', 1973],
  ['Ruud Gullit', 1962],
  ['Frank Rijkaard', 1962],
  ['Marco van Basten', 1964],
  ['Dennis Bergkamp', 1969],
  ['Ronald Koeman', 1963],
  ['Emilio Butragueño', 1963],
  ['Rui Costa', 1972],
  ['Deco', 1977],
  ['Paul Gascoigne', 1967],
  ['Peter Shilton', 1949],
  ['Kevin Keegan', 1951],
  ['Paul Scholes', 1974],
  ['Alan Shearer', 1970],
  ['Kenny Dalglish', 1951],
  ['Gareth Bale', 1989],
  ['Andriy Shevchenko', 1976],
  ['Pavel Nedvěd', 1972],
  ['Hakan Şükür', 1971],
  ['Tim Cahill', 1979],
  ['Landon Donovan', 1982],
  ['Hong Myung-bo', 1969],
  ['Ali Daei', 1969],
  ['Oleg Blokhin', 1952],
  ['Rinat Dasayev', 1957],
  ['Zbigniew Boniek', 1956],
  ['Falcão', 1953],
  ['Sócrates', 1954],
  ['Zico', 1953],
  ['Daniel Passarella', 1953],
  ['Jorge Burruchaga', 1962],
  ['Gary Lineker', 1960],
  ['Kaká', 1982],
  ['Ronaldinho', 1980],
  ['Cafu', 1970],
  ['Gianluigi Buffon', 1978],
  ['Endrick', 2006],
];

/**
 * Display names for players who appear only in the CAPS files (2018–2026), where the source stripped the
 * diacritics, and that the Wikidata list does not cover. Keyed by openfootball spelling + birth date; the value is
 * the name as the player's own federation writes it.
 */
export const NAME_FIXES: Readonly<Record<string, string>> = {};

/**
 * Rows of openfootball's `more/<YEAR>_squads.txt` that are wrong, keyed `year|team|name as spelled there`.
 * Checked by hand against the per-year squad file of the same repository and the federation's records.
 */
export const SQUAD_ROW_DROPS: Readonly<Record<string, string>> = {
  // England's 22nd man in Chile was Jimmy Adamson (per-year file, #22); Banks won his first cap in 1963.
  '1962|ENG|Gordon BANKS': 'not in the 1962 squad',
};

/**
 * One person listed under two unrelated given names in different years, keyed by the two openfootball spellings
 * and the birth date. Checked by hand: each is the same player's full name and his usual name.
 */
export const SAME_PERSON: readonly (readonly [string, string, string])[] = [
  // Michael Amir Murillo
  ['Michael MURILLO', 'Amir MURILLO', '1996-02-11'],
  // Cheikh Ahmadou Bamba Mbacké Dieng
  ['Bamba DIENG', 'Cheikh DIENG', '2000-03-23'],
  // Mohameth Djibril Ibn Seyni Sow
  ['Djibril SOW', 'Mohameth SOW', '1997-02-06'],
  // Mohammad Hossein Kanaanizadegan
  ['Mohammad KANAANI', 'Hossein KANANI', '1994-03-23'],
];
