// İstanbul's districts and the districts next to them (by land, or across a short ferry
// ride for Adalar). Silivri and Tuzla border only one or two İstanbul districts, so their
// nearest ones along the coast road complete the list. Symmetric: if A lists B, B lists A
// (lib/content/district-neighbours.test.ts checks it, and that every district has at least three).

export const DISTRICT_NEIGHBOURS: Record<string, readonly string[]> = {
  adalar: ['kadikoy', 'maltepe', 'kartal', 'pendik'],
  arnavutkoy: ['catalca', 'basaksehir', 'eyupsultan'],
  atasehir: ['uskudar', 'umraniye', 'kadikoy', 'maltepe', 'sancaktepe'],
  avcilar: ['kucukcekmece', 'esenyurt', 'beylikduzu', 'basaksehir'],
  bagcilar: ['esenler', 'gungoren', 'bahcelievler', 'kucukcekmece', 'basaksehir'],
  bahcelievler: ['bagcilar', 'gungoren', 'bakirkoy', 'kucukcekmece'],
  bakirkoy: ['bahcelievler', 'gungoren', 'zeytinburnu', 'kucukcekmece'],
  basaksehir: ['bagcilar', 'kucukcekmece', 'esenler', 'sultangazi', 'arnavutkoy', 'eyupsultan', 'avcilar', 'esenyurt'],
  bayrampasa: ['esenler', 'gaziosmanpasa', 'eyupsultan', 'zeytinburnu'],
  besiktas: ['sisli', 'beyoglu', 'sariyer', 'kagithane'],
  beykoz: ['uskudar', 'umraniye', 'cekmekoy', 'sile'],
  beylikduzu: ['avcilar', 'esenyurt', 'buyukcekmece', 'silivri'],
  beyoglu: ['sisli', 'besiktas', 'kagithane', 'eyupsultan', 'fatih'],
  buyukcekmece: ['beylikduzu', 'esenyurt', 'catalca', 'silivri'],
  catalca: ['silivri', 'buyukcekmece', 'arnavutkoy'],
  cekmekoy: ['umraniye', 'sancaktepe', 'beykoz', 'sile'],
  esenler: ['bagcilar', 'gungoren', 'bayrampasa', 'gaziosmanpasa', 'basaksehir'],
  esenyurt: ['avcilar', 'beylikduzu', 'buyukcekmece', 'basaksehir'],
  eyupsultan: [
    'arnavutkoy',
    'basaksehir',
    'sultangazi',
    'gaziosmanpasa',
    'bayrampasa',
    'kagithane',
    'sariyer',
    'beyoglu',
    'fatih',
  ],
  fatih: ['zeytinburnu', 'eyupsultan', 'beyoglu'],
  gaziosmanpasa: ['sultangazi', 'eyupsultan', 'bayrampasa', 'esenler'],
  gungoren: ['bagcilar', 'bahcelievler', 'bakirkoy', 'esenler', 'zeytinburnu'],
  kadikoy: ['uskudar', 'atasehir', 'maltepe', 'adalar'],
  kagithane: ['sisli', 'besiktas', 'beyoglu', 'eyupsultan', 'sariyer'],
  kartal: ['maltepe', 'pendik', 'sancaktepe', 'sultanbeyli', 'adalar', 'tuzla'],
  kucukcekmece: ['avcilar', 'basaksehir', 'bagcilar', 'bahcelievler', 'bakirkoy'],
  maltepe: ['kadikoy', 'atasehir', 'sancaktepe', 'kartal', 'adalar'],
  pendik: ['kartal', 'sultanbeyli', 'tuzla', 'adalar', 'sile'],
  sancaktepe: ['umraniye', 'cekmekoy', 'atasehir', 'maltepe', 'kartal', 'sultanbeyli'],
  sariyer: ['besiktas', 'kagithane', 'eyupsultan', 'sisli'],
  silivri: ['catalca', 'buyukcekmece', 'beylikduzu'],
  sultanbeyli: ['sancaktepe', 'kartal', 'pendik', 'tuzla'],
  sultangazi: ['gaziosmanpasa', 'eyupsultan', 'basaksehir'],
  sile: ['beykoz', 'cekmekoy', 'pendik'],
  sisli: ['besiktas', 'beyoglu', 'kagithane', 'sariyer'],
  tuzla: ['pendik', 'kartal', 'sultanbeyli'],
  umraniye: ['uskudar', 'atasehir', 'sancaktepe', 'cekmekoy', 'beykoz'],
  uskudar: ['beykoz', 'umraniye', 'atasehir', 'kadikoy'],
  zeytinburnu: ['bakirkoy', 'gungoren', 'bayrampasa', 'fatih'],
};

/** The slugs of the districts next to a district (empty for an unknown slug). */
export function districtNeighbours(slug: string): readonly string[] {
  return DISTRICT_NEIGHBOURS[slug] ?? [];
}
