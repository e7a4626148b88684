// One answer of the assistant: what the caller wants (caller-intent.ts, or the language model's
// reading) turned into a sentence from the studio's live data, and what the call should do next
// (send the link, forward, end). Nothing here is invented: a fact the data lacks is not said.
import { addDays } from '@studio/domain/calendar-day';
import type { AssistantLanguage, CallOutcome } from '@studio/domain/voice-contract';
import type { TreatmentRow } from '../../db/schema.ts';
import { assistantTexts, listInLanguage } from './assistant-texts.ts';
import type { CallerIntent, DayWish } from './caller-intent.ts';
import { clockTime, dateOfWish, dayLabel, formatPrice, type StudioFacts, todayOf } from './studio-facts.ts';

export interface CallState {
  language: AssistantLanguage;
  treatmentId: string | null;
  linkOffered: boolean;
}

/** What the call does after the sentence. */
export type NextStep = { kind: 'listen' } | { kind: 'sendLink' } | { kind: 'forward' } | { kind: 'end' };

export interface CallerAnswer {
  reply: string;
  next: NextStep;
  state: CallState;
  /** What the caller asked about, for the call log. */
  asked: string | undefined;
  outcome: CallOutcome | undefined;
}

/** How far ahead "the next free time" looks when no day is named. */
const searchDays = 14;
const timesSaid = 3;

function pickTreatment(treatments: TreatmentRow[], id: string | undefined, state: CallState) {
  return treatments.find((treatment) => treatment.id === (id ?? state.treatmentId)) ?? undefined;
}

async function hoursAnswer(facts: StudioFacts, language: AssistantLanguage, wish: DayWish | undefined) {
  const texts = assistantTexts[language];
  const describe = async (date: string) => {
    const label = dayLabel(facts, date, texts);
    const day = await facts.day(date);
    const name = label.charAt(0).toUpperCase() + label.slice(1);
    if (day.closure || day.ranges.length === 0) return texts.closedOn(name, day.closure?.reason ?? null);
    const ranges = day.ranges.map((range) => `${range.start}–${range.end}`);
    return texts.openOn(name, listInLanguage(ranges, language));
  };
  if (wish?.kind === 'week') {
    const today = todayOf(facts);
    const days = await Promise.all(Array.from({ length: 7 }, (_, index) => describe(addDays(today, index))));
    return `${texts.weekIntro} ${days.join(' ')}`;
  }
  return describe(dateOfWish(facts, wish ?? { kind: 'today' }));
}

async function freeTimesAnswer(
  facts: StudioFacts,
  language: AssistantLanguage,
  treatment: TreatmentRow,
  wish: DayWish | undefined,
) {
  const texts = assistantTexts[language];
  const dates =
    wish && wish.kind !== 'week'
      ? [dateOfWish(facts, wish)]
      : Array.from({ length: wish?.kind === 'week' ? 7 : searchDays }, (_, index) =>
          addDays(todayOf(facts), index),
        );
  for (const date of dates) {
    const times = await facts.freeTimes(treatment.id, date);
    if (times.length > 0) {
      const said = listInLanguage(times.slice(0, timesSaid).map(clockTime), language);
      return texts.freeTimes(treatment.name, dayLabel(facts, date, texts), said);
    }
  }
  const last = dates.at(-1) ?? todayOf(facts);
  return texts.noFreeTimes(treatment.name, dates.length === 1 ? dayLabel(facts, last, texts) : '');
}

/** Answers one thing the caller said. */
export async function answerCaller(
  facts: StudioFacts,
  state: CallState,
  intent: CallerIntent,
): Promise<CallerAnswer> {
  const language = intent.kind === 'switchLanguage' ? intent.language : state.language;
  const texts = assistantTexts[language];
  const listen = (
    reply: string,
    asked: string | undefined,
    change: Partial<CallState> = {},
  ): CallerAnswer => ({
    reply: `${reply} ${texts.anythingElse}`,
    next: { kind: 'listen' },
    state: { ...state, language, linkOffered: false, ...change },
    asked,
    outcome: undefined,
  });
  const offerLink = (reply: string, asked: string): CallerAnswer => ({
    reply,
    next: { kind: 'listen' },
    state: { ...state, language, linkOffered: true },
    asked,
    outcome: undefined,
  });
  const treatments = await facts.treatments();
  const whichTreatment = () =>
    offerLink(
      texts.whichTreatment(
        listInLanguage(
          treatments.slice(0, 3).map((t) => t.name),
          language,
        ),
      ),
      'other',
    );

  switch (intent.kind) {
    case 'switchLanguage':
      return listen(texts.languageChosen, undefined);
    case 'hours':
      return listen(await hoursAnswer(facts, language, intent.day), 'hours');
    case 'price':
    case 'duration': {
      const treatment = pickTreatment(treatments, intent.treatmentId, state);
      if (!treatment)
        return { ...whichTreatment(), asked: intent.kind, state: { ...state, language, linkOffered: false } };
      const reply =
        intent.kind === 'price'
          ? texts.price(
              treatment.name,
              formatPrice(treatment.price_cents, facts.shop.currency_code, texts.speechLocale),
              treatment.duration_minutes,
            )
          : texts.duration(treatment.name, treatment.duration_minutes);
      return listen(reply, intent.kind, { treatmentId: treatment.id });
    }
    case 'nextFree': {
      const treatment = pickTreatment(treatments, intent.treatmentId, state) ?? treatments[0];
      if (!treatment) return offerLink(texts.apology, 'nextFree');
      const reply = await freeTimesAnswer(facts, language, treatment, intent.day);
      return listen(reply, 'nextFree', { treatmentId: treatment.id });
    }
    case 'sendLink':
    case 'yes': {
      if (intent.kind === 'yes' && !state.linkOffered) return offerLink(texts.notUnderstood, 'other');
      const treatmentId = (intent.kind === 'sendLink' ? intent.treatmentId : undefined) ?? state.treatmentId;
      return {
        reply: texts.linkSent,
        next: { kind: 'sendLink' },
        state: { ...state, language, linkOffered: false, treatmentId },
        asked: 'link',
        outcome: 'linkSent',
      };
    }
    case 'person':
      return {
        reply: texts.forwarding,
        next: { kind: 'forward' },
        state: { ...state, language, linkOffered: false },
        asked: 'person',
        outcome: 'forwarded',
      };
    case 'goodbye':
    case 'no':
      if (intent.kind === 'no' && !state.linkOffered) return offerLink(texts.notUnderstood, 'other');
      return {
        reply: texts.goodbye,
        next: { kind: 'end' },
        state: { ...state, language, linkOffered: false },
        asked: undefined,
        outcome: 'answered',
      };
    case 'unknown':
      return offerLink(texts.apology, 'other');
  }
}
