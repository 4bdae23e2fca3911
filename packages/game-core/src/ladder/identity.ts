/**
 * ours (issue 27): the anonymous player id a device keeps — DEVICE_ID_BYTES random bytes in base64url — and the
 * secret only that device holds (DEVICE_SECRET_BYTES random bytes, base64url). No personal data: the server keeps
 * the id and a hash of the secret; every join proves the secret.
 */
export const DEVICE_ID_BYTES = 16;
export const DEVICE_SECRET_BYTES = 32;
/** base64url without padding: 16 bytes → 22 characters, 32 bytes → 43 */
export const DEVICE_ID_LENGTH = 22;
export const DEVICE_SECRET_LENGTH = 43;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The device's identity on the match server, kept in the player record. */
export interface DeviceIdentity {
  playerId: string;
  secret: string;
}

/** `bytes` as unpadded base64url. */
export function base64Url(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += BASE64URL[(value >> bits) & 63];
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE64URL[(value << (6 - bits)) & 63];
  return out;
}

/** A new identity from random bytes the caller drew (the client: `crypto.getRandomValues`). */
export function deviceIdentityFrom(idBytes: Uint8Array, secretBytes: Uint8Array): DeviceIdentity | null {
  if (idBytes.length !== DEVICE_ID_BYTES || secretBytes.length !== DEVICE_SECRET_BYTES) return null;
  return { playerId: base64Url(idBytes), secret: base64Url(secretBytes) };
}

/** The exact shape of a player id: DEVICE_ID_LENGTH base64url characters. */
export const DEVICE_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${DEVICE_ID_LENGTH}}$`);
/** The exact shape of a secret: DEVICE_SECRET_LENGTH base64url characters. */
export const DEVICE_SECRET_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${DEVICE_SECRET_LENGTH}}$`);

export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && DEVICE_ID_PATTERN.test(value);
}

export function isDeviceSecret(value: unknown): value is string {
  return typeof value === 'string' && DEVICE_SECRET_PATTERN.test(value);
}

export function isDeviceIdentity(value: unknown): value is DeviceIdentity {
  if (typeof value !== 'object' || value === null) return false;
  const { playerId, secret } = value as Record<string, unknown>;
  return isDeviceId(playerId) && isDeviceSecret(secret);
}
