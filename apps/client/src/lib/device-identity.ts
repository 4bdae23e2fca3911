import {
  DEVICE_ID_BYTES,
  DEVICE_SECRET_BYTES,
  deviceIdentityFrom,
  type DeviceIdentity,
} from '@goalguessr/game-core';

/**
 * A new anonymous player id and the secret only this device will hold (issue 27), from the platform's
 * cryptographic random source; game-core keeps it in the record the first time a duel starts.
 */
export function newDeviceIdentity(): DeviceIdentity | null {
  const id = new Uint8Array(DEVICE_ID_BYTES);
  const secret = new Uint8Array(DEVICE_SECRET_BYTES);
  crypto.getRandomValues(id);
  crypto.getRandomValues(secret);
  return deviceIdentityFrom(id, secret);
}
