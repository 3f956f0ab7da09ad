// The type of .dependency-cruiser.mjs, for the tooling test that runs its rules.
import type { ICruiseOptions, IForbiddenRuleType } from 'dependency-cruiser';

declare const config: { forbidden: IForbiddenRuleType[]; options: ICruiseOptions };
export default config;
