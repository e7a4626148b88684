// @vitest-environment jsdom

import type { PartnerCard } from '@studio/domain/partner-card-contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { AddPartnerCardDialog } from './add-partner-card-dialog.tsx';

const cards: PartnerCard[] = [
  {
    id: 'card-1',
    title: 'Bonus',
    pattern: '^[0-9]{8}$',
    createdAt: '2026-01-01T00:00:00Z',
    modifiedAt: '2026-01-01T00:00:00Z',
  },
];

/** A browser with a BarcodeDetector reading `formats` and a camera API listing `devices`. */
function browserWith(formats: string[], devices: { kind: string }[]) {
  vi.stubGlobal(
    'BarcodeDetector',
    Object.assign(
      class {
        detect() {
          return Promise.resolve([]);
        }
      },
      { getSupportedFormats: () => Promise.resolve(formats) },
    ),
  );
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: {
      getUserMedia: () => Promise.reject(new Error('unused')),
      enumerateDevices: async () => devices,
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddPartnerCardDialog', () => {
  it('should say to type the number where the browser has no code reader', async () => {
    renderWithProviders(<AddPartnerCardDialog cards={cards} onClose={() => undefined} />);
    expect((await screen.findByTestId('partner-card-add-no-camera')).textContent).toContain(
      'Please type the number on the card.',
    );
    expect(screen.queryByTestId('partner-card-add-scan')).toBeNull();
  });

  it('should say so too where the code reader reads no format, or there is no camera', async () => {
    browserWith([], [{ kind: 'videoinput' }]);
    const first = renderWithProviders(<AddPartnerCardDialog cards={cards} onClose={() => undefined} />);
    expect(await screen.findByTestId('partner-card-add-no-camera')).toBeTruthy();
    first.unmount();
    browserWith(['qr_code', 'ean_13'], [{ kind: 'audioinput' }]);
    renderWithProviders(<AddPartnerCardDialog cards={cards} onClose={() => undefined} />);
    expect(await screen.findByTestId('partner-card-add-no-camera')).toBeTruthy();
    expect(screen.queryByTestId('partner-card-add-scan')).toBeNull();
  });

  it('should offer scanning where a camera and a reader for card codes are there', async () => {
    browserWith(['ean_13'], [{ kind: 'videoinput' }]);
    renderWithProviders(<AddPartnerCardDialog cards={cards} onClose={() => undefined} />);
    expect(await screen.findByTestId('partner-card-add-scan')).toBeTruthy();
    expect(screen.queryByTestId('partner-card-add-no-camera')).toBeNull();
  });
});
