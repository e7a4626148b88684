import MicIcon from '@mui/icons-material/MicNoneOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AssistantLanguage } from '@studio/domain/voice-contract';
import { type FormEvent, useState } from 'react';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useTalkToAssistant } from '../api/talk-to-assistant.ts';

interface Line {
  from: 'caller' | 'assistant';
  text: string;
  actions: string[];
}

const speechLocales: Record<AssistantLanguage, string> = {
  de: 'de-DE',
  en: 'en-GB',
  vi: 'vi-VN',
  ar: 'ar-AE',
};

interface RecognitionResult {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}
interface Recognition {
  lang: string;
  onresult: ((event: RecognitionResult) => void) | null;
  start(): void;
}
type RecognitionConstructor = new () => Recognition;

/** The browser's speech recognition, where it has one (Chrome names it with a prefix). */
function speechRecognition(): RecognitionConstructor | undefined {
  const scope = globalThis as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/** The owner plays a caller: types (or speaks) and reads what a caller would hear. */
export function AssistantSimulator({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const talk = useTalkToAssistant(shopId);
  const [conversationId, setConversationId] = useState<string | undefined>();
  const [language, setLanguage] = useState<AssistantLanguage | undefined>();
  const [lines, setLines] = useState<Line[]>([]);
  const [text, setText] = useState('');
  const Recognition = speechRecognition();

  const say = (said: string) => {
    if (said.trim() !== '') setLines((current) => [...current, { from: 'caller', text: said, actions: [] }]);
    talk.mutate(
      { conversationId, text: said },
      {
        onSuccess: (answer) => {
          setConversationId(answer.conversationId);
          setLanguage(answer.language);
          setLines((current) => [
            ...current,
            { from: 'assistant', text: answer.reply, actions: answer.actions.map((action) => action.type) },
          ]);
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    say(text.trim());
    setText('');
  };
  const listen = () => {
    if (!Recognition) return;
    const recognition = new Recognition();
    recognition.lang = speechLocales[language ?? 'de'];
    recognition.onresult = (event) => {
      const heard = event.results[0]?.[0]?.transcript ?? '';
      if (heard) say(heard);
    };
    recognition.start();
  };
  const restart = () => {
    setConversationId(undefined);
    setLines([]);
    say('');
  };

  return (
    <SectionCard title={t('plans.voice.simulatorTitle')} description={t('plans.voice.simulatorText')}>
      <Stack sx={{ gap: 1, mb: 2 }} data-testid="voice-simulator-lines" aria-live="polite">
        {lines.map((line, index) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines only grow
            key={index}
            sx={{
              alignSelf: line.from === 'caller' ? 'flex-end' : 'flex-start',
              maxWidth: '80%',
              px: 2,
              py: 1,
              borderRadius: 2,
              bgcolor: line.from === 'caller' ? 'primary.main' : 'action.hover',
              color: line.from === 'caller' ? 'primary.contrastText' : 'text.primary',
            }}
            data-testid={`voice-line-${line.from}`}
          >
            <Typography variant="body2">{line.text}</Typography>
            {line.actions.map((action) => (
              <Chip
                key={action}
                size="small"
                sx={{ mt: 1 }}
                label={t(`plans.voice.action.${action}`)}
                data-testid={`voice-action-${action}`}
              />
            ))}
          </Box>
        ))}
      </Stack>
      {conversationId === undefined ? (
        <Button
          variant="contained"
          onClick={restart}
          disabled={talk.isPending}
          data-testid="voice-simulator-start"
        >
          {t('plans.voice.simulatorStart')}
        </Button>
      ) : (
        <Stack component="form" direction="row" sx={{ gap: 1 }} onSubmit={submit}>
          <TextField
            value={text}
            onChange={(event) => setText(event.target.value)}
            label={t('plans.voice.simulatorInput')}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'voice-simulator-input' } }}
          />
          {Recognition ? (
            <Tooltip title={t('plans.voice.simulatorSpeak')}>
              <IconButton
                aria-label={t('plans.voice.simulatorSpeak')}
                onClick={listen}
                disabled={talk.isPending}
              >
                <MicIcon />
              </IconButton>
            </Tooltip>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            endIcon={<SendIcon />}
            disabled={talk.isPending}
            data-testid="voice-simulator-send"
          >
            {t('plans.voice.simulatorSend')}
          </Button>
          <Button onClick={restart} disabled={talk.isPending}>
            {t('plans.voice.simulatorRestart')}
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}
