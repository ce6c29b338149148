import type { AppConfig } from '../../config.ts';
import { sandboxYappy } from './sandbox-yappy.ts';
import { yappyApi } from './yappy-api.ts';
import type { YappyProvider } from './yappy-provider.ts';

export { ipnHash, isIpnHash } from './yappy-hash.ts';
export type { YappyProvider } from './yappy-provider.ts';
export { YappyUnavailableError } from './yappy-provider.ts';

/** The configured Yappy, or none: production without YAPPY_PROVIDER offers no Yappy payments. */
export function createYappyProvider(config: AppConfig['yappy']): YappyProvider | undefined {
  if (config.provider === 'sandbox') return sandboxYappy;
  if (config.provider === 'yappy') {
    return yappyApi({ merchantId: config.merchantId, domain: config.domain, apiUrl: config.apiUrl });
  }
  return undefined;
}
