import type { Linter } from 'eslint';

/** The client layout rule and its config block (see eslint-boundaries.js). */
export declare const clientBoundaries: Linter.Config;
