/**
 * Where the footballer facts come from (see ../shared/data/footballers/SOURCE.md). Names and licences are
 * proper names: they are not translated. The dataset uses only CC0 sources (packages/footballers/CREDITS.md);
 * Fjelstul's CC BY-SA database is deliberately not used, so the built data carries no share-alike terms.
 */
export interface DataCredit {
  readonly name: string;
  readonly author: string;
  readonly licence: string;
  readonly url: string;
  /** a link to the licence text, for licences that ask for one */
  readonly licenceUrl?: string;
}

export const DATA_CREDITS: readonly DataCredit[] = [
  {
    name: 'openfootball/worldcup',
    author: 'openfootball contributors',
    licence: 'CC0 1.0',
    url: 'https://github.com/openfootball/worldcup',
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
];

/**
 * The licences of the npm packages shipped in this build, written into it by the build
 * (pwa/third-party-notices-plugin.ts): beside index.html on the web and inside the native app.
 */
export const THIRD_PARTY_NOTICES_URL = `${import.meta.env.BASE_URL}third-party-notices.txt`;
