/**
 * Where the footballer facts come from (see ../shared/data/footballers/SOURCE.md). Names and licences are
 * proper names: they are not translated. The Fjelstul database's CC BY-SA 4.0 licence requires this
 * attribution, the licence link and a statement of changes (settings.creditsChanges).
 */
export const DATA_CREDITS = [
  {
    name: 'openfootball/worldcup',
    author: 'openfootball contributors',
    licence: 'CC0 1.0',
    url: 'https://github.com/openfootball/worldcup',
  },
  {
    name: 'The Fjelstul World Cup Database',
    author: '© 2023 Joshua C. Fjelstul, Ph.D.',
    licence: 'CC BY-SA 4.0',
    url: 'https://www.github.com/jfjelstul/worldcup',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/legalcode',
  },
  {
    name: 'transfermarkt-datasets (player-scores, 2022)',
    author: 'dcaribou/transfermarkt-datasets',
    licence: 'CC0 1.0',
    url: 'https://github.com/dcaribou/transfermarkt-datasets',
  },
  {
    name: 'Wikidata (via flegm-project/mercato data)',
    author: 'Wikidata contributors',
    licence: 'CC0 1.0',
    url: 'https://www.wikidata.org',
  },
] as const;
