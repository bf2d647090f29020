import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/**
 * Reference data shipped as JSON beside the option lists (data/SOURCES.md): survey agents, the vessel
 * register, parties under a punish state and natural-disaster warnings. They are read and checked once per
 * process; a file that does not match its schema stops the call with a 500 (a deployment fault).
 */

const dataDir = new URL('./data/', import.meta.url);

const ZNamed = z.object({
  valueCode: z.string().min(1),
  valueChineseName: z.string().min(1),
  valueEnglishName: z.string().min(1),
});
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZSurveyAgentRecord = ZNamed.extend({
  countryCode: z.string().length(2),
  cityChineseName: z.string().min(1),
  cityEnglishName: z.string().min(1),
  address: z.string().min(1),
  phone: z.string().min(1),
  email: z.string().min(1),
});
export type SurveyAgentRecord = z.infer<typeof ZSurveyAgentRecord>;

export const ZVesselRecord = ZNamed.extend({
  vesselType: z.enum(['bulk', 'liner', 'container', 'other']),
  buildYear: z.number().int().min(1900),
  classSociety: z.string().min(1),
  flagCode: z.string().length(2),
  grossTonnage: z.number().int().positive(),
});
export type VesselRecord = z.infer<typeof ZVesselRecord>;

export const ZPunishedPartyRecord = ZNamed.extend({
  reasonCode: z.enum(['01', '02', '03']),
  validFrom: isoDay,
  validUntil: isoDay.nullable(),
});
export type PunishedPartyRecord = z.infer<typeof ZPunishedPartyRecord>;

export const ZDisasterWarningRecord = ZNamed.extend({
  disasterType: z.enum(['typhoon', 'hurricane', 'flood', 'earthquake']),
  level: z.enum(['blue', 'yellow', 'orange', 'red']),
  /** Port codes (UN/LOCODE) or whole countries (alpha-2), separated by spaces. */
  areaCodes: z.string().min(2),
  validFrom: isoDay,
  validUntil: isoDay,
});
export type DisasterWarningRecord = z.infer<typeof ZDisasterWarningRecord>;

const loaded = new Map<string, Promise<unknown>>();

const load = <T>(file: string, schema: z.ZodType<T>): Promise<readonly T[]> => {
  let list = loaded.get(file) as Promise<readonly T[]> | undefined;
  if (!list) {
    list = readFile(new URL(file, dataDir), 'utf8').then((text) =>
      Object.freeze(z.array(schema).parse(JSON.parse(text))),
    );
    loaded.set(file, list);
    list.catch(() => loaded.delete(file));
  }
  return list;
};

export const surveyAgentRecords = () => load('survey-agents.json', ZSurveyAgentRecord);
export const vesselRecords = () => load('vessels.json', ZVesselRecord);
export const punishedPartyRecords = () => load('punished-parties.json', ZPunishedPartyRecord);
export const disasterWarningRecords = () => load('natural-disaster-warnings.json', ZDisasterWarningRecord);
