import type { YappyProvider } from './yappy-provider.ts';

/**
 * Yappy for development and tests: creates orders without calling Yappy. Its notifications come
 * from the development route that plays Yappy, signed like Yappy's and checked the same way.
 */
export const sandboxYappy: YappyProvider = {
  name: 'sandbox',
  async createOrder(order) {
    return { transactionId: `SBX-${order.orderId}`, token: 'sandbox', documentName: 'sandbox' };
  },
};
