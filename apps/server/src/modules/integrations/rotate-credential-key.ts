import type { CredentialVault } from './credential-vault.ts';
import type { IntegrationsRepository } from './integrations.repository.ts';

/**
 * Re-seals every connection still under an older key with the current one, then retires the keys no
 * row uses any more. Safe to repeat and to run beside live processes: a row is replaced only if it
 * still holds what was read, and a key is retired only once nothing is sealed with it.
 */
export async function resealUnderCurrentKey(repo: IntegrationsRepository, vault: CredentialVault) {
  const current = await vault.currentKeyId();
  let resealed = 0;
  for (const row of await repo.listSealedNotUnder(current)) {
    const from = { keyId: row.key_id, sealed: row.credentials };
    const to = await vault.seal(row.id, await vault.open(row.id, from));
    await repo.resealCredentials(row.id, from, to);
    resealed += 1;
  }
  const retired: string[] = [];
  for (const keyId of await vault.olderKeyIds()) {
    if ((await repo.countSealedWith(keyId)) > 0) continue;
    await vault.retire(keyId);
    retired.push(keyId);
  }
  return { keyId: current, resealed, retired };
}

/** Rotation (docs/security.md I1): a new key becomes current and every stored credential moves to it. */
export async function rotateCredentialKey(repo: IntegrationsRepository, vault: CredentialVault) {
  await vault.addKey();
  return resealUnderCurrentKey(repo, vault);
}
