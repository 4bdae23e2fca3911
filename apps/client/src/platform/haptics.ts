import { Haptics, ImpactStyle, NotificationType } from '@capacitor/haptics';

/** What happened, so the platform can pick a fitting pattern. */
export type HapticKind = 'tap' | 'success' | 'error' | 'warning';

/**
 * A short vibration (native haptics; `navigator.vibrate` on the web where supported). Callers check the
 * player's vibration setting first. Failures are only logged (spec §8: platform failures are not shown).
 */
export function vibrate(kind: HapticKind): void {
  const run =
    kind === 'tap'
      ? Haptics.impact({ style: ImpactStyle.Light })
      : Haptics.notification({
          type:
            kind === 'success'
              ? NotificationType.Success
              : kind === 'error'
                ? NotificationType.Error
                : NotificationType.Warning,
        });
  run.catch((error: unknown) => console.debug('Haptics unavailable', error));
}
