// Understanding a caller with a language model (an OpenAI-compatible chat-completions endpoint,
// hosted or local). The model only chooses one of a few tools: read the hours, a treatment's price
// or length, free times, send the booking link, forward to a person, end the call. The answer
// itself is then made from the studio's live data (answer-caller.ts), so the model can neither
// invent a fact nor book, cancel or see customers. No answer within the time budget, or anything
// unexpected: the caller gets the rule matcher's reading instead, so a call never hangs.
import type { AssistantLanguage } from '@studio/domain/voice-contract';
import type { AssistantModelConfig } from '../../config.ts';
import { type CallerIntent, type DayWish, matchTreatment, type NamedTreatment } from './caller-intent.ts';

const dayValues = [
  'today',
  'tomorrow',
  'week',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];
const dayParameter = { type: 'string', enum: dayValues, description: 'The day the caller means' };
const treatmentParameter = { type: 'string', description: "The treatment's name as listed" };

const tools = [
  tool('opening_hours', 'The studio’s opening hours on a day or this week', { day: dayParameter }),
  tool('treatment_price', 'Price and length of a treatment', { treatment: treatmentParameter }),
  tool('treatment_duration', 'How long a treatment takes', { treatment: treatmentParameter }),
  tool('free_times', 'The next free times for a treatment', {
    treatment: treatmentParameter,
    day: dayParameter,
  }),
  tool('send_booking_link', 'Send the booking link to the caller’s phone (the caller wants to book)', {
    treatment: treatmentParameter,
  }),
  tool('forward_to_person', 'Put the caller through to the studio’s staff', {}),
  tool('end_call', 'The caller says goodbye or needs nothing more', {}),
  tool('switch_language', 'The caller wants another language', {
    language: { type: 'string', enum: ['de', 'en', 'vi', 'ar'] },
  }),
];

function tool(name: string, description: string, properties: Record<string, unknown>) {
  return { type: 'function', function: { name, description, parameters: { type: 'object', properties } } };
}

function dayOf(value: unknown): DayWish | undefined {
  if (value === 'today' || value === 'tomorrow' || value === 'week') return { kind: value };
  const index = dayValues.indexOf(String(value));
  return index >= 3 ? { kind: 'weekday', weekday: index - 2 } : undefined;
}

function treatmentOf(value: unknown, treatments: readonly NamedTreatment[]): string | undefined {
  return typeof value === 'string' ? matchTreatment(value, treatments) : undefined;
}

/** The tool call the model chose, as the caller's intent; unknown when it chose none. */
export function intentOfToolCall(
  name: string,
  args: Record<string, unknown>,
  treatments: readonly NamedTreatment[],
): CallerIntent {
  switch (name) {
    case 'opening_hours':
      return { kind: 'hours', day: dayOf(args.day) };
    case 'treatment_price':
      return { kind: 'price', treatmentId: treatmentOf(args.treatment, treatments) };
    case 'treatment_duration':
      return { kind: 'duration', treatmentId: treatmentOf(args.treatment, treatments) };
    case 'free_times':
      return { kind: 'nextFree', treatmentId: treatmentOf(args.treatment, treatments), day: dayOf(args.day) };
    case 'send_booking_link':
      return { kind: 'sendLink', treatmentId: treatmentOf(args.treatment, treatments) };
    case 'forward_to_person':
      return { kind: 'person' };
    case 'end_call':
      return { kind: 'goodbye' };
    case 'switch_language': {
      const language = args.language;
      return language === 'de' || language === 'en' || language === 'vi' || language === 'ar'
        ? { kind: 'switchLanguage', language }
        : { kind: 'unknown' };
    }
    default:
      return { kind: 'unknown' };
  }
}

interface ChatCompletion {
  choices?: { message?: { tool_calls?: { function?: { name?: string; arguments?: string } }[] } }[];
}

/** Asks the model; throws on timeout, an HTTP error or an answer of another shape. */
export async function understandWithModel(
  model: AssistantModelConfig,
  context: { studio: string; language: AssistantLanguage; treatments: readonly NamedTreatment[] },
  text: string,
): Promise<CallerIntent> {
  const response = await fetch(`${model.url}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(model.key ? { authorization: `Bearer ${model.key}` } : {}),
    },
    body: JSON.stringify({
      model: model.model,
      temperature: 0,
      tool_choice: 'required',
      tools,
      messages: [
        {
          role: 'system',
          content: `You answer the phone for the nail studio "${context.studio}". Choose exactly one tool for what the caller wants. Treatments: ${context.treatments.map((t) => t.name).join('; ')}. The caller speaks ${context.language} unless they switch.`,
        },
        { role: 'user', content: text },
      ],
    }),
    signal: AbortSignal.timeout(model.timeoutMs),
  });
  if (!response.ok) throw new Error(`language model answered ${response.status}`);
  const completion = (await response.json()) as ChatCompletion;
  const call = completion.choices?.[0]?.message?.tool_calls?.[0]?.function;
  if (!call?.name) return { kind: 'unknown' };
  const args = call.arguments ? (JSON.parse(call.arguments) as Record<string, unknown>) : {};
  return intentOfToolCall(call.name, args, context.treatments);
}
