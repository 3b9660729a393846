import type { CredentialVault } from './credential-vault.ts';
import type { ConnectionRow } from './integrations.repository.ts';
import type { ControllerClient, ControllerCredentials, ControllerVendor } from './vendors/controller-client.ts';

/** Makes the vendor's client for one connection; the composition root passes the real vendor clients. */
export type ControllerClientFactory = (vendor: ControllerVendor, credentials: ControllerCredentials) => ControllerClient;

/** The vendor client of a saved connection, with its credentials opened for this client only. */
export async function openClient(vault: CredentialVault, clients: ControllerClientFactory, row: ConnectionRow): Promise<ControllerClient> {
  const secrets = await vault.open(row.id, { keyId: row.key_id, sealed: row.credentials });
  return clients(row.vendor, {
    baseUrl: row.base_url,
    ...(secrets.apiKey ? { apiKey: secrets.apiKey } : {}),
    ...(row.username ? { username: row.username, password: secrets.password } : {}),
  });
}
