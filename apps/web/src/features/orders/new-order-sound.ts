/** A short two-tone chime for a new order (no audio file to load); silent where audio is blocked. */
export function playNewOrderSound(): void {
  try {
    const context = new AudioContext();
    const now = context.currentTime;
    for (const [index, frequency] of [880, 1320].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, now + index * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, now + index * 0.18 + 0.3);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + index * 0.18);
      oscillator.stop(now + index * 0.18 + 0.3);
    }
    setTimeout(() => void context.close(), 1000);
  } catch {
    // No audio (blocked until the page was touched, or unsupported): the snackbar still tells.
  }
}
