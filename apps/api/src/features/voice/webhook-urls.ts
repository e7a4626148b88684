// Where the telephony provider posts: the addresses given to it when a number is bought, and the
// ones the assistant's answers send it on to. Signatures are made over exactly these URLs.

export function voiceWebhookUrls(publicUrl: string) {
  const base = `${publicUrl}/api/voice/twilio`;
  return {
    incomingCall: `${base}/calls`,
    incomingMessage: `${base}/messages`,
    speech: (callId: string, turn: number) => `${base}/speech?call=${callId}&turn=${turn}`,
    forwardEnded: (callId: string, turn: number) => `${base}/forward-ended?call=${callId}&turn=${turn}`,
    callStatus: `${base}/call-status`,
  };
}
